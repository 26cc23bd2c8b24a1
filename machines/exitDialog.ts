import { NO_SIGNAL } from './no-signal.ts';
import { continueLinkInput, createInput, draftInput } from './requests.ts';
import { claimReportSetup } from './setup.ts';
import { errorOf, KEEP_CREATED } from './steps.ts';
import { queuedUpdate } from './update-queue-region.ts';

/** What the dialog says when the draft waits in the queue for the signal: the link cannot go yet. */
const NO_SIGNAL_ERROR = { code: NO_SIGNAL };

/**
 * SPEC §2 "Header and quitting": "Exiting a completed report quits directly (to the insurer's
 * public site). Otherwise a dialog offers quit without saving or send e-mail (saves the draft,
 * sends the continue e-mail, then quits)." After the e-mail, `sent` says so before the reporter
 * leaves. A parallel region of the wizard, so the screen stays
 * shown under the dialog.
 */

export const exitDialog = claimReportSetup.createStateConfig({
  id: 'exitDialog',
  initial: 'closed',
  states: {
    closed: {
      on: {
        EXIT: [
          // SPEC "Exiting a completed report quits directly (to the insurer's public site)."
          { guard: 'reportCompleted', target: '#quit' },
          // "Otherwise a dialog offers quit without saving or send e-mail"
          { target: 'open', actions: 'clearError' },
        ],
      },
    },
    open: {
      tags: ['exitDialogOpen'],
      on: {
        'EXIT.QUIT': { target: '#quit' },
        'EXIT.CANCEL': { target: 'closed' },
        'EXIT.SEND_EMAIL': { target: 'sendingEmail', actions: 'rememberEmail' },
      },
    },
    // "send e-mail (saves the draft, sends the continue e-mail, then quits)" by way of `sent`; a
    // failure keeps the dialog open with the error.
    sendingEmail: {
      tags: ['exitDialogOpen'],
      initial: 'checkingReport',
      states: {
        checkingReport: { always: [{ guard: 'hasReport', target: 'savingDraft' }, { target: 'creatingReport' }] },
        creatingReport: {
          meta: { loading: 'sendingEmail' },
          invoke: {
            id: 'exitDialog.createReport',
            src: 'createReport',
            input: ({ context }) => createInput(context),
            onDone: {
              target: 'savingDraft',
              actions: [{ type: 'storeCreatedReport', params: ({ event }) => event.output }, ...KEEP_CREATED],
            },
            onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
          },
        },
        // The draft as it stands joins the update queue, after any answers still in it; the link
        // needs the signal, so with none the dialog says so and the draft waits in the queue.
        savingDraft: queuedUpdate({
          loading: 'sendingEmail',
          update: ({ context }) => ({ screen: null, input: draftInput(context) }),
          sent: { target: 'sendingLink' },
          failed: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
          noSignal: {
            target: '#exitDialog.open',
            actions: { type: 'setError' as const, params: { kind: 'sendEmail' as const, cause: NO_SIGNAL_ERROR } },
          },
        }),
        sendingLink: {
          meta: { loading: 'sendingEmail' },
          invoke: {
            id: 'sendContinueLink',
            src: 'sendContinueLink',
            input: ({ context }) => continueLinkInput(context),
            onDone: { target: '#exitDialog.sent' },
            onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
          },
        },
      },
    },
    // The dialog says where the link went and until when the draft is kept, and
    // the reporter leaves with its button (or stays and goes on).
    sent: {
      tags: ['exitDialogOpen'],
      on: {
        'EXIT.QUIT': { target: '#quit' },
        'EXIT.CANCEL': { target: 'closed' },
      },
    },
  },
});
