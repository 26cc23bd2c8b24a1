import { describe, expect, it } from 'vitest';
import type { ScreenId } from '../../machines/types.ts';
import { REPORT_ID } from './support/fakes.ts';
import { boot, routeOf, settle, submit, type ClaimActor } from './support/harness.ts';
import { loadedReport, SCOPE1_CASCO_TRAIL_TO_DETAILS } from './support/reports.ts';

/**
 * D24, "Zmeniť" on /summary (GOV.UK "check answers"): the screen opens with its answers; Continue
 * returns to /summary when the path after it is unchanged, or goes through exactly the screens the
 * change made newly needed first; Back returns to /summary. The report is scope 1 with CASCO,
 * repaired by the reporter, opened at /summary (D1 replays its answers).
 */

const TRAIL_TO_SUMMARY: ScreenId[] = [
  ...SCOPE1_CASCO_TRAIL_TO_DETAILS,
  'incident-resolve-type',
  'additional-bank',
  'additional-attachments',
  'summary',
];

async function atSummary() {
  const { actor, calls } = boot(`?id=${REPORT_ID}`, { load: loadedReport({ lastRoute: '/summary' }) });
  const snapshot = await settle(actor);
  expect(routeOf(snapshot)).toBe('/summary');
  expect(snapshot.context.trail).toEqual(TRAIL_TO_SUMMARY);
  calls.length = 0;
  return { actor, calls };
}

async function change(actor: ClaimActor, screen: ScreenId) {
  actor.send({ type: 'SUMMARY.CHANGE', screen });
  return settle(actor);
}

const updatesFrom = (calls: Array<{ actor: string; input: unknown }>) =>
  calls
    .filter((call) => call.actor === 'updateReport')
    .map((call) => (call.input as { body: { meta: { lastRoute: string } } }).body.meta.lastRoute);

describe('D24: changing an answer from /summary', () => {
  it('"Zmeniť" opens the screen with its answers; Continue with the path unchanged returns to /summary at once', async () => {
    const { actor, calls } = await atSummary();
    const opened = await change(actor, 'reporter-details');
    expect(routeOf(opened)).toBe('/reporter-details');
    expect(opened.context.report.parties.reporter?.email).toBe('jan@example.sk');
    expect(opened.context.changing).toMatchObject({ screen: 'reporter-details' });

    const back = await submit(actor, { parties: { reporter: { email: 'jan.novak@example.sk' } } });
    expect(routeOf(back)).toBe('/summary');
    expect(back.context.report.parties.reporter?.email).toBe('jan.novak@example.sk');
    // Saved once, from the changed screen; the screens after it were passed with their answers.
    expect(updatesFrom(calls)).toEqual(['/reporter-details']);
    expect(back.context.trail).toEqual(TRAIL_TO_SUMMARY);
    expect(back.context.changing).toBeNull();
    // Back from /summary goes where the journey's way to it says, not to the changed screen.
    actor.send({ type: 'BACK' });
    expect(routeOf(actor.getSnapshot())).toBe('/additional-attachments');
  });

  it('Back from a screen opened by "Zmeniť" returns to /summary, saving nothing', async () => {
    const { actor, calls } = await atSummary();
    await change(actor, 'incident-details');
    actor.send({ type: 'BACK' });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/summary');
    expect(snapshot.context.changing).toBeNull();
    expect(updatesFrom(calls)).toEqual([]);
  });

  it('the first screen too: Back from /incident-scope opened by "Zmeniť" returns to /summary', async () => {
    const { actor } = await atSummary();
    const opened = await change(actor, 'incident-scope');
    expect(routeOf(opened)).toBe('/incident-scope');
    expect(opened.can({ type: 'BACK' })).toBe(true);
    actor.send({ type: 'BACK' });
    expect(routeOf(await settle(actor))).toBe('/summary');
  });

  it('a change that makes a screen newly needed goes through exactly that screen, then back to /summary', async () => {
    const { actor, calls } = await atSummary();
    await change(actor, 'incident-details');
    // scope 1 CASCO: another vehicle or person responsible goes to /responsible-party-details.
    const next = await submit(actor, { incident: { responsibleParty: 'otherVehicleOrPerson' } });
    expect(routeOf(next)).toBe('/responsible-party-details');
    // Verified: on to the resolve type, answered before the change, and so on to /summary.
    const back = await submit(actor, { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } });
    expect(routeOf(back)).toBe('/summary');
    expect(updatesFrom(calls)).toEqual(['/incident-details', '/responsible-party-details']);
    expect(back.context.trail).toEqual([
      ...TRAIL_TO_SUMMARY.slice(0, TRAIL_TO_SUMMARY.indexOf('incident-details') + 1),
      'responsible-party-details',
      ...TRAIL_TO_SUMMARY.slice(TRAIL_TO_SUMMARY.indexOf('incident-resolve-type')),
    ]);
  });

  it('a change that leaves the old way: the new screens one after the other, the ones no longer on the way out of the trail', async () => {
    const { actor, calls } = await atSummary();
    await change(actor, 'incident-resolve-type');
    expect(routeOf(await submit(actor, { incident: { resolveType: 'toService' } }))).toBe('/car-repair-map');
    expect(routeOf(await submit(actor, { incident: { carRepairService: { objId: 'RS020', companyName: 'Novohrad Auto' } } }))).toBe(
      '/force-payout-to-aggrieved',
    );
    const back = await submit(actor, { incident: { forcePayoutToAggrieved: false } });
    expect(routeOf(back)).toBe('/summary');
    expect(updatesFrom(calls)).toEqual(['/incident-resolve-type', '/car-repair-map', '/force-payout-to-aggrieved']);
    expect(back.context.trail).not.toContain('additional-bank');
    expect(back.context.trail.slice(-4)).toEqual(['car-repair-map', 'force-payout-to-aggrieved', 'additional-attachments', 'summary']);
  });

  it('after a Continue set off another way, Back goes to the screen before, not to a /summary of the old way', async () => {
    const { actor } = await atSummary();
    await change(actor, 'incident-details');
    await submit(actor, { incident: { responsibleParty: 'otherVehicleOrPerson' } });
    actor.send({ type: 'BACK' });
    expect(routeOf(await settle(actor))).toBe('/incident-details');
  });

  it('only a screen of the way to /summary can be opened, and nothing of a completed report', async () => {
    const { actor } = await atSummary();
    actor.send({ type: 'SUMMARY.CHANGE', screen: 'car-repair-map' });
    expect(routeOf(actor.getSnapshot())).toBe('/summary');
    actor.send({ type: 'SUMMARY.CHANGE', screen: 'summary' });
    expect(routeOf(actor.getSnapshot())).toBe('/summary');
    expect(actor.getSnapshot().context.changing).toBeNull();
  });
});
