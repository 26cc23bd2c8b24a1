import { continueLinkInput, createInput, draftInput } from './requests.ts';
import { claimReportSetup } from './setup.ts';
import { errorOf, KEEP_CREATED } from './steps.ts';

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
        savingDraft: {
          meta: { loading: 'sendingEmail' },
          invoke: {
            id: 'exitDialog.updateReport',
            src: 'updateReport',
            input: ({ context }) => draftInput(context),
            onDone: { target: 'sendingLink', actions: { type: 'storeUpdateAnswer', params: ({ event }) => event.output } },
            onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
          },
        },
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
