import { describe, expect, it } from 'vitest';
import { NO_SIGNAL, NO_SIGNAL_TAG } from '../../machines/no-signal.ts';
import { ANSWERS_WAITING_TAG } from '../../machines/update-queue.ts';
import { WITH_PLATE } from './routing/case.ts';
import type { ScreenId } from '../../machines/types.ts';
import { REPORT_ID, type FakeAnswers } from './support/fakes.ts';
import { boot, loadingOf, routeOf, settle, startAt, submit, type ClaimActor, type Given } from './support/harness.ts';
import { loadedReport } from './support/reports.ts';

/**
 * D33: with no signal, Continue goes on where the statechart can choose the next screen from what
 * it knows, its update left in the ordered queue (machines/update-queue.ts); a step whose next
 * screen needs the server stays on its screen, saying so (tag noSignal, no failure). Either goes on
 * by itself when the signal returns (CONNECTION.ONLINE), with no second Continue. The copy of a
 * screen's answers kept on the device goes only once the server has acknowledged them.
 */

const noSignal = () => Object.assign(new Error('Failed to fetch'), { code: NO_SIGNAL });
const GIVEN: Given = { scope: 'scope1', policy: 'CASCO', trail: ['incident-scope', 'general-info'] };
const REPORTER = { parties: { reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk' } } };

const waiting = (actor: ClaimActor) => actor.getSnapshot().hasTag(NO_SIGNAL_TAG);
/** The screens whose answers wait in the update queue, oldest first. */
const queued = (actor: ClaimActor) => actor.getSnapshot().context.updateQueue.map((update) => update.screen);
const calledTimes = (calls: Array<{ actor: string }>, actor: string) => calls.filter((call) => call.actor === actor).length;

/** The route a Continue with these answers reaches when the signal is there all along. */
async function routeWithSignal(screen: ScreenId, given: Given, patch: object) {
  const { actor } = startAt(screen, given);
  return routeOf(await submit(actor, patch));
}

describe('D33: with no signal a step waits on its screen and goes on when the signal returns', () => {
  it('a Continue whose update gets no signal goes on where the next screen needs nothing from the server; the queue sends it once online, once', async () => {
    const answers: FakeAnswers = { update: noSignal() };
    const { actor, calls, page } = startAt('reporter-details', GIVEN, answers);
    const snapshot = await submit(actor, REPORTER);
    expect(routeOf(snapshot)).toBe(await routeWithSignal('reporter-details', GIVEN, REPORTER));
    // Not a failure to report, nothing loading over the next screen; the answers wait, counted.
    expect(snapshot.context.error).toBeNull();
    expect(loadingOf(snapshot)).toBeUndefined();
    expect(queued(actor)).toEqual(['reporter-details']);
    expect(page.sentAnswersForgotten).toEqual([]);
    // The next screen's Continue joins the queue behind it, in order.
    const address = { incident: { address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' } } };
    await submit(actor, address);
    expect(queued(actor)).toEqual(['reporter-details', 'incident-map']);
    delete answers.update;
    actor.send({ type: 'CONNECTION.ONLINE' });
    const after = await settle(actor);
    const sent = calls.filter((call) => call.actor === 'updateReport').slice(-2);
    expect(sent.map((call) => (call.input as { body: { meta: { lastRoute: string } } }).body.meta.lastRoute)).toEqual([
      '/reporter-details',
      '/incident-map',
    ]);
    // The first try of the first update and its repeat carry one key; the second has its own.
    const keys = calls
      .filter((call) => call.actor === 'updateReport')
      .map((call) => (call.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(2);
    expect(queued(actor)).toEqual([]);
    expect(after.hasTag(ANSWERS_WAITING_TAG)).toBe(false);
    expect(page.sentAnswersForgotten).toEqual([`${REPORT_ID}/reporter-details`, `${REPORT_ID}/incident-map`]);
  });

  it('/general-info routes by what its update answers: with no signal it waits there, and goes on by itself once online', async () => {
    const answers: FakeAnswers = { update: noSignal() };
    const given: Given = { scope: 'scope1', trail: ['incident-scope'] };
    const { actor } = startAt('general-info', given, answers);
    await submit(actor, WITH_PLATE);
    expect(routeOf(actor.getSnapshot())).toBe('/general-info');
    expect(waiting(actor)).toBe(true);
    delete answers.update;
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(waiting(actor)).toBe(false);
    expect(routeOf(snapshot)).toBe(await routeWithSignal('general-info', given, WITH_PLATE));
  });

  it('no signal again on the retry: it waits again; any other failure is said on the screen that waits, and the next Continue sends it all', async () => {
    const answers: FakeAnswers = { update: noSignal() };
    const given: Given = { scope: 'scope1', trail: ['incident-scope'] };
    const { actor, calls } = startAt('general-info', given, answers);
    await submit(actor, WITH_PLATE);
    actor.send({ type: 'CONNECTION.ONLINE' });
    await settle(actor);
    expect(waiting(actor)).toBe(true);
    answers.update = new Error('Internal Server Error');
    actor.send({ type: 'CONNECTION.ONLINE' });
    const snapshot = await settle(actor);
    expect(waiting(actor)).toBe(false);
    expect(snapshot.context.error?.kind).toBe('persist');
    expect(routeOf(snapshot)).toBe('/general-info');
    expect(queued(actor)).toEqual([]);
    delete answers.update;
    const again = await submit(actor, WITH_PLATE);
    expect(routeOf(again)).toBe(await routeWithSignal('general-info', given, WITH_PLATE));
    expect(calledTimes(calls, 'updateReport')).toBe(4);
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
