/**
 * How to look at claimReportMachine (this module exports nothing; it is the how-to).
 *
 * 1. Live, in the browser (what `npm run inspect` is for): the app creates its actor with the
 *    inspector of @statelyai/inspect (a devDependency), only when asked, e.g. `?inspect` in dev:
 *
 *      import { createBrowserInspector } from '@statelyai/inspect';
 *      const inspector = import.meta.env.DEV && location.search.includes('inspect')
 *        ? createBrowserInspector() : undefined;
 *      const actor = createActor(claimReportMachine.provide({ actors }), {
 *        input: { search: location.search, drafts },
 *        inspect: inspector?.inspect,
 *      });
 *
 *    A Stately inspector window opens beside the app and shows the statechart with the active
 *    states, every event and every snapshot (context, meta) as the reporter goes through the
 *    wizard. Nothing of this is bundled for production when the import sits behind `DEV`.
 *
 *    The joint accident statement's machine (machines/statement/statement.machine.ts) is
 *    inspected the same way: under `npm run inspect`, /motor/statement/… passes the inspector to
 *    its actor (src/app/statement/start.tsx).
 *
 * 2. Without the app: a test or a script can walk the machine with fake actors
 *    (tests/machine/support/harness.ts: `startAt(screen, given, answers)`), and pass the same
 *    `inspect` option.
 *
 * 3. The shape at a glance: `node --import tsx scripts/print-sections.ts` prints a Mermaid
 *    `stateDiagram-v2` of the top-level states and sections, derived from the machine object;
 *    `npm run statechart` writes docs/statechart.md, the whole journey (every screen, every
 *    Continue rule under its guard's name) as Mermaid that GitHub draws, no stately.ai needed.
 *
 * 4. The Stately editor imports machine source, and this machine is composed from several files
 *    (boot.ts, journey/*.ts, exitDialog.ts, setup.ts), so the practical way to see it drawn by
 *    Stately is the inspector of (1), which draws the running machine. Its resolved structure is
 *    also available as JSON: `JSON.stringify(claimReportMachine.definition, null, 2)`. Guards
 *    appear by name (guards.ts): each routing rule's guard names the SPEC rule it checks, so the
 *    drawing is the decision graph of SPEC §2.
 *
 * Names the app reads (see the comment at the top of claimReport.machine.ts):
 * - route and layout: the `meta` of the active screen state ({ route, section, sidebar, back, wide });
 * - loading: `meta.loading` of any active state (a LoadingKey of types.ts);
 * - the back button: `meta.back && snapshot.can({ type: 'BACK' })`;
 * - the exit dialog: `snapshot.hasTag('exitDialogOpen')`, sending while
 *   `snapshot.matches({ wizard: { exitDialog: 'sendingEmail' } })`;
 * - leaving to the public site: `snapshot.status === 'done'` (state `quit`);
 * - the refusal page (D2): `snapshot.matches('operatorNotVerified')`.
 */
export {};
