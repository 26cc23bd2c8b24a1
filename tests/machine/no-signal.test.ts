import { describe, expect, it } from 'vitest';
import { NO_SIGNAL, NO_SIGNAL_TAG } from '../../machines/no-signal.ts';
import type { ScreenId } from '../../machines/types.ts';
import { REPORT_ID, type FakeAnswers } from './support/fakes.ts';
import { boot, loadingOf, routeOf, settle, startAt, submit, type ClaimActor, type Given } from './support/harness.ts';
import { loadedReport } from './support/reports.ts';

/**
 * D33: a step whose next screen needs the server stays on its screen while the phone has no
 * signal, saying so (tag noSignal, no failure), and goes on by itself when the signal returns
 * (CONNECTION.ONLINE), with no second Continue. The copy of a screen's answers kept on the device
 * goes only once the server has acknowledged them.
 */

const noSignal = () => Object.assign(new Error('Failed to fetch'), { code: NO_SIGNAL });
const GIVEN: Given = { scope: 'scope1', policy: 'CASCO', trail: ['incident-scope', 'general-info'] };
const REPORTER = { parties: { reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk' } } };

const waiting = (actor: ClaimActor) => actor.getSnapshot().hasTag(NO_SIGNAL_TAG);
const calledTimes = (calls: Array<{ actor: string }>, actor: string) => calls.filter((call) => call.actor === actor).length;

/** The route a Continue with these answers reaches when the signal is there all along. */
async function routeWithSignal(screen: ScreenId, given: Given, patch: object) {
  const { actor } = startAt(screen, given);
  return routeOf(await submit(actor, patch));
}

describe('D33: with no signal a step waits on its screen and goes on when the signal returns', () => {
  it('a Continue whose update gets no signal stays, says so, and sends the answers once online, without a tap', async () => {
    const answers: FakeAnswers = { update: noSignal() };
    const { actor, calls, page } = startAt('reporter-details', GIVEN, answers);
    const snapshot = await submit(actor, REPORTER);
    expect(routeOf(snapshot)).toBe('/reporter-details');
    expect(waiting(actor)).toBe(true);
    // Not a failure to report (no "try again"), and nothing loading over the screen.
    expect(snapshot.context.error).toBeNull();
    expect(loadingOf(snapshot)).toBeUndefined();
    expect(page.sentAnswersForgotten).toEqual([]);
    delete answers.update;
    actor.send({ type: 'CONNECTION.ONLINE' });
    const after = await settle(actor);
    expect(calledTimes(calls, 'updateReport')).toBe(2);
    expect(calls.at(-1)?.input).toMatchObject({ id: REPORT_ID, body: { parties: { reporter: REPORTER.parties.reporter } } });
    expect(routeOf(after)).toBe(await routeWithSignal('reporter-details', GIVEN, REPORTER));
    expect(waiting(actor)).toBe(false);
    expect(page.sentAnswersForgotten).toEqual([`${REPORT_ID}/reporter-details`]);
  });

  it('no signal again on the retry: it waits again; any other failure is said as before', async () => {
    const answers: FakeAnswers = { update: noSignal() };
    const { actor } = startAt('reporter-details', GIVEN, answers);
    await submit(actor, REPORTER);
    actor.send({ type: 'CONNECTION.ONLINE' });
    await settle(actor);
    expect(waiting(actor)).toBe(true);
    answers.update = new Error('Internal Server Error');
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(waiting(actor)).toBe(false);
    expect(snapshot.context.error?.kind).toBe('persist');
    expect(routeOf(snapshot)).toBe('/reporter-details');
  });

  it("the other party's plate verified with no signal: waits, then verifies and goes on", async () => {
    const given: Given = { scope: 'scope1', policy: 'PZP', trail: ['incident-scope', 'general-info', 'reporter-details'] };
    const patch = { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } };
    const answers: FakeAnswers = { plateVerified: noSignal() };
    const { actor, calls } = startAt('responsible-party-details', given, answers);
    await submit(actor, patch);
    expect(waiting(actor)).toBe(true);
    expect(calledTimes(calls, 'updateReport')).toBe(0);
    delete answers.plateVerified;
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(calledTimes(calls, 'verifyLicensePlate')).toBe(2);
    expect(snapshot.context.report.parties.otherResponsibleParty?.licensePlateIsVerified).toBe(true);
    expect(routeOf(snapshot)).toBe(await routeWithSignal('responsible-party-details', given, patch));
  });

  it('the save on /summary with no signal waits there and saves when the signal returns', async () => {
    const answers: FakeAnswers = { save: noSignal() };
    const { actor, calls } = startAt('summary', GIVEN, answers, 'reviewing');
    actor.send({ type: 'SUMMARY.SAVE' });
    await settle(actor);
    expect(waiting(actor)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    // No banner, so no PDF attempt of a save that did not happen.
    expect(calledTimes(calls, 'saveSummary')).toBe(0);
    delete answers.save;
    actor.send({ type: 'CONNECTION.ONLINE' });
    await settle(actor);
    expect(actor.getSnapshot().context.saved).toMatchObject({ isCompleted: true });
  });

  it("a reload with no signal keeps the tab's report: it is loaded when the signal returns, not replaced by a new one", async () => {
    const answers: FakeAnswers = { load: noSignal() };
    const { actor, calls } = boot('', answers, [], { tabReport: { reportId: REPORT_ID, route: '/incident-map' } });
    await settle(actor);
    expect(waiting(actor)).toBe(true);
    expect(actor.getSnapshot().matches('boot')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    answers.load = loadedReport({ lastRoute: '/reporter-details' });
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(calledTimes(calls, 'loadReport')).toBe(2);
    expect(routeOf(snapshot)).toBe('/incident-map');
    expect(calledTimes(calls, 'createReport')).toBe(0);
  });

  it('the reasons looked up with no signal are looked up again when the signal returns', async () => {
    const given: Given = { scope: 'scope1', policy: 'CASCO', trail: ['incident-scope', 'general-info', 'reporter-details'] };
    const answers: FakeAnswers = { reasonGroups: noSignal() };
    const { actor, calls } = startAt('incident-map', given, answers);
    await submit(actor, { incident: { address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' } } });
    expect(routeOf(actor.getSnapshot())).toBe('/incident-reason-group');
    expect(waiting(actor)).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    delete answers.reasonGroups;
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(calledTimes(calls, 'loadReasonGroups')).toBe(2);
    expect(snapshot.context.reasonGroups.length).toBeGreaterThan(0);
    expect(waiting(actor)).toBe(false);
  });
});
