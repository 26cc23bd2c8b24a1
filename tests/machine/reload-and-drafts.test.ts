import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { claimReportMachine } from '../../machines/claimReport.machine.ts';
import type { Draft, TabReport } from '../../machines/types.ts';
import { draftOverview, makeFakes, NOW, REPORT_ID, type FakeAnswers } from './support/fakes.ts';
import { boot, loadingOf, routeOf, settle, submit } from './support/harness.ts';
import { COMPLETED, loadedReport } from './support/reports.ts';

/**
 * D25: a reload, or the tab reopened, resumes the tab's report on the screen it showed, without
 * /drafts; /drafts is for a tab with no report in progress, and lists each draft by what the
 * server's load says of it.
 */

const draft: Draft = { id: REPORT_ID, createdAt: '2026-05-09T08:00:00.000Z' };
const other: Draft = { id: 'R0000000000000000000002x', createdAt: '2026-05-08T08:00:00.000Z' };

function start(options: { search?: string; tabReport?: TabReport | null; drafts?: Draft[]; answers?: FakeAnswers }) {
  const fakes = makeFakes(options.answers);
  const actor = createActor(claimReportMachine.provide({ actors: fakes.actors }), {
    input: { search: options.search ?? '', drafts: options.drafts ?? [], now: NOW, tabReport: options.tabReport ?? null },
  }).start();
  return { actor, calls: fakes.calls };
}

describe('D25: a reload resumes the tab’s report on the same screen', () => {
  it('the tab’s report is loaded and replayed to the screen the tab showed, past its last Continue, without /drafts', async () => {
    const { actor, calls } = start({
      tabReport: { reportId: REPORT_ID, route: '/incident-map' },
      drafts: [draft],
      answers: { load: loadedReport({ lastRoute: '/reporter-details' }) },
    });
    const snapshot = await settle(actor);
    expect(calls.find((call) => call.actor === 'loadReport')?.input).toEqual({ id: REPORT_ID });
    expect(calls.some((call) => call.actor === 'loadDraftOverviews')).toBe(false);
    expect(routeOf(snapshot)).toBe('/incident-map');
    expect(snapshot.context.trail).toEqual(['incident-scope', 'general-info', 'reporter-details', 'incident-map']);
    // Nothing was saved on the way: the replay only routes.
    expect(calls.some((call) => call.actor === 'updateReport')).toBe(false);
  });

  it('a tab that had gone Back to an earlier screen resumes there', async () => {
    const { actor } = start({
      tabReport: { reportId: REPORT_ID, route: '/general-info' },
      answers: { load: loadedReport({ lastRoute: '/incident-details' }) },
    });
    expect(routeOf(await settle(actor))).toBe('/general-info');
  });

  it('a route the tab cannot show (none, or not a step) falls back to the report’s own step (D1)', async () => {
    const { actor } = start({
      tabReport: { reportId: REPORT_ID, route: '/drafts' },
      answers: { load: loadedReport({ lastRoute: '/reporter-details' }) },
    });
    expect(routeOf(await settle(actor))).toBe('/reporter-details');
  });

  it('a continue link (?id=) wins over the tab’s report, and resumes at its own step', async () => {
    const linked = 'R0000000000000000000003y';
    const { actor, calls } = start({
      search: `?id=${linked}`,
      tabReport: { reportId: REPORT_ID, route: '/incident-map' },
      answers: { load: loadedReport({ id: linked, lastRoute: '/reporter-details' }) },
    });
    expect(routeOf(await settle(actor))).toBe('/reporter-details');
    expect(calls.find((call) => call.actor === 'loadReport')?.input).toEqual({ id: linked });
  });

  it.each([
    ['a portal’s entry', '?portal=SMP&code=SMP001&exp=9999999999&sig=x'],
    ['the scope-2 link', '?scope=2'],
  ])('%s opened in a tab with a report in progress starts a new report; the old one stays a draft', async (_name, search) => {
    const { actor, calls } = start({
      search,
      tabReport: { reportId: REPORT_ID, route: '/reporter-details' },
      drafts: [draft],
      answers: { load: loadedReport({ lastRoute: '/reporter-details' }) },
    });
    const snapshot = await settle(actor);
    expect(calls.some((call) => call.actor === 'loadReport')).toBe(false);
    expect(routeOf(snapshot)).not.toBe('/reporter-details');
    expect(snapshot.context.reportId).not.toBe(REPORT_ID);
    expect(snapshot.context.drafts).toEqual([draft]);
  });

  it('the tab’s report completed meanwhile opens /confirm; one deleted meanwhile starts anew, saying so, and leaves the drafts', async () => {
    const completed = start({
      tabReport: { reportId: REPORT_ID, route: '/summary' },
      answers: { load: loadedReport({ lastRoute: '/summary', saved: COMPLETED }) },
    });
    expect(routeOf(await settle(completed.actor))).toBe('/confirm');

    const gone = Object.assign(new Error('Report not found.'), { status: 404 });
    const deleted = start({ tabReport: { reportId: REPORT_ID, route: '/incident-map' }, drafts: [draft, other], answers: { load: gone } });
    const snapshot = await settle(deleted.actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.error).toMatchObject({ kind: 'load', status: 404 });
    expect(snapshot.context.drafts.map((kept) => kept.id)).toEqual([other.id]);
  });
});

describe('D25: /drafts lists each draft by what the server holds of it', () => {
  it('a tab without a report in progress goes to /drafts, which loads the drafts’ overviews first (loading text: loading the report)', async () => {
    const { actor, calls } = start({ drafts: [draft, other] });
    expect(loadingOf(actor.getSnapshot())).toBe('loadingReport');
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/drafts');
    expect(calls.find((call) => call.actor === 'loadDraftOverviews')?.input).toEqual({ ids: [draft.id, other.id] });
    expect(snapshot.context.drafts).toEqual([
      { ...draft, overview: draftOverview(draft.id) },
      { ...other, overview: draftOverview(other.id) },
    ]);
  });

  it('drafts deleted or completed meanwhile leave the list; the others stay', async () => {
    const { actor } = start({
      drafts: [draft, other],
      answers: { draftOverviews: { overviews: [draftOverview(other.id, { licensePlate: null })], gone: [draft.id] } },
    });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/drafts');
    expect(snapshot.context.drafts).toEqual([{ ...other, overview: draftOverview(other.id, { licensePlate: null }) }]);
  });

  it('when none is left there is nothing to choose: /incident-scope', async () => {
    const { actor } = start({ drafts: [draft], answers: { draftOverviews: { overviews: [], gone: [draft.id] } } });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.drafts).toEqual([]);
  });

  it('the server not reached just now: the drafts are listed as this device knows them', async () => {
    const { actor } = start({ drafts: [draft], answers: { draftOverviews: new Error('Failed to fetch') } });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/drafts');
    expect(snapshot.context.drafts).toEqual([draft]);
  });
});

describe('what the tab keeps for a reload, as the journey moves (D25, D31)', () => {
  it('nothing of the tab before its first report; then the report and the screen shown, screen by screen, and the new draft', async () => {
    const { actor, page } = boot('');
    await settle(actor);
    expect(page.tabReport).toBeNull();
    await submit(actor, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    expect(page.tabReport).toEqual({ reportId: REPORT_ID, route: '/general-info' });
    expect(page.drafts).toEqual([{ id: REPORT_ID, createdAt: NOW }]);
    actor.send({ type: 'BACK' });
    expect(page.tabReport).toEqual({ reportId: REPORT_ID, route: '/incident-scope' });
  });

  it('while the tab’s report is loading, what the tab keeps is left as it was, so a second reload resumes it too', async () => {
    const { actor, page } = boot('', { load: new Promise(() => {}) as never }, [draft], {
      tabReport: { reportId: REPORT_ID, route: '/reporter-details' },
    });
    expect(loadingOf(actor.getSnapshot())).toBe('loadingReport');
    expect(page.tabReport).toBeUndefined();
  });

  it('a reload while the resumed report waits on its way for the first screen’s look-ups keeps the screen the tab showed', async () => {
    const { actor, page } = boot(
      '',
      { load: loadedReport({ lastRoute: '/reporter-details' }), scopes: new Promise(() => {}) as never },
      [draft],
      {
        tabReport: { reportId: REPORT_ID, route: '/reporter-details' },
      },
    );
    await waitFor(actor, (snapshot) => routeOf(snapshot) === '/incident-scope');
    expect(loadingOf(actor.getSnapshot())).toBeDefined();
    expect(page.tabReport).toEqual({ reportId: REPORT_ID, route: '/reporter-details' });
  });

  it('quitting forgets the tab’s report and portal session, and leaves for the insurer’s site', async () => {
    const { actor, page } = boot('');
    await settle(actor);
    await submit(actor, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'EXIT.QUIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(page).toMatchObject({ tabReport: null, portalSession: null, left: 1 });
    // The draft stays on this device: its e-mailed link, or /drafts, resumes it.
    expect(page.drafts).toEqual([{ id: REPORT_ID, createdAt: NOW }]);
  });
});
