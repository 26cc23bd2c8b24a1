import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_SNAPSHOT_DELAY_MS } from '../../machines/setup.ts';
import { REPORT_ID, savedResult, type FakeAnswers } from './support/fakes.ts';
import { loadingOf, routeOf, startAt, type Given } from './support/harness.ts';

/**
 * SPEC §4 "Save on summary": loading text saving incident report; update draft, then save. If
 * duplicate go to /confirm. If completed, after 150 ms a PDF summary is generated from the summary
 * HTML, then go to /confirm. Otherwise or on any error a danger banner ... shows, loading ends,
 * and PDF generation is still attempted. D14: a save that does not complete is an error, the
 * report is not marked complete.
 */

const GIVEN: Given = { scope: 'scope1', policy: 'CASCO', trail: ['incident-scope', 'general-info'] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function summary(answers: FakeAnswers) {
  const run = startAt('summary', GIVEN, answers, 'reviewing');
  run.actor.send({ type: 'SUMMARY.SAVE' });
  return run;
}

const called = (calls: Array<{ actor: string }>, actor: string) => calls.filter((call) => call.actor === actor).length;

describe('/summary save', () => {
  it('waits for the photos kept on the phone, then sends the list with the ones that arrived', async () => {
    const { actor, calls } = startAt('summary', GIVEN, { save: savedResult() }, 'reviewing');
    actor.send({ type: 'SUMMARY.SAVE', photosWaiting: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(called(calls, 'updateReport')).toBe(0);
    expect(loadingOf(actor.getSnapshot())).toBeUndefined();
    const photo = { id: 'att-1', type: 'PHOTO_DOC' as const, clientName: 'front.jpg', size: 1200, contentType: 'image/jpeg' };
    actor.send({ type: 'ATTACHMENTS.CHANGED', attachments: [photo] });
    actor.send({ type: 'PHOTOS.UP' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.actor)).toEqual(['updateReport', 'saveReport']);
    expect(calls[0]!.input).toMatchObject({ body: { attachments: [{ id: 'att-1', type: 'PHOTO_DOC' }] } });
  });

  it('while it waits for the photos nothing is sent, and the person may still go back', async () => {
    const { actor, calls } = startAt('summary', GIVEN, { save: savedResult() }, 'reviewing');
    actor.send({ type: 'SUMMARY.SAVE', photosWaiting: 1 });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(true);
    actor.send({ type: 'BACK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(routeOf(actor.getSnapshot())).not.toBe('/summary');
    expect(called(calls, 'updateReport') + called(calls, 'saveReport')).toBe(0);
  });

  it('updates the draft, then saves, with the loading text savingReport', async () => {
    const { actor, calls } = summary({ save: savedResult() });
    expect(loadingOf(actor.getSnapshot())).toBe('savingReport');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.actor)).toEqual(['updateReport', 'saveReport']);
    expect(calls[0]!.input).toMatchObject({ id: REPORT_ID, body: { meta: { lastRoute: '/summary' }, attachments: [] } });
    expect(calls[1]!.input).toEqual({ id: REPORT_ID });
    expect(loadingOf(actor.getSnapshot())).toBe('savingReport');
  });

  it('"If duplicate go to /confirm" (no PDF step)', async () => {
    const duplicate = savedResult({ isDuplicate: true, rawXmls: [] });
    const { actor, calls } = summary({ save: duplicate });
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(routeOf(snapshot)).toBe('/confirm');
    expect(snapshot.context.saved).toMatchObject({ isDuplicate: true });
    expect(called(calls, 'saveSummary')).toBe(0);
  });

  it('"If completed, after 150 ms a PDF summary is generated ... then go to /confirm"', async () => {
    const { actor, calls } = summary({ save: savedResult() });
    await vi.advanceTimersByTimeAsync(0);
    expect(routeOf(actor.getSnapshot())).toBe('/summary');
    expect(actor.getSnapshot().context.saved).toMatchObject({ isCompleted: true });
    await vi.advanceTimersByTimeAsync(SUMMARY_SNAPSHOT_DELAY_MS - 1);
    expect(called(calls, 'saveSummary')).toBe(0);
    expect(loadingOf(actor.getSnapshot())).toBe('savingReport');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toEqual({ actor: 'saveSummary', input: { id: REPORT_ID } });
    expect(routeOf(actor.getSnapshot())).toBe('/confirm');
    expect(loadingOf(actor.getSnapshot())).toBeUndefined();
    expect(SUMMARY_SNAPSHOT_DELAY_MS).toBe(150);
  });

  it('a failing summary snapshot still goes to /confirm', async () => {
    const { actor } = summary({ save: savedResult(), saveSummary: new Error('413') });
    await vi.advanceTimersByTimeAsync(SUMMARY_SNAPSHOT_DELAY_MS);
    expect(routeOf(actor.getSnapshot())).toBe('/confirm');
    expect(actor.getSnapshot().context.saved?.isCompleted).toBe(true);
  });

  it.each([
    ['D14: a save that answers not completed', { save: savedResult({ isCompleted: false, rawXmls: [] }) }],
    ['the save call fails', { save: new Error('422 incomplete') }],
    ['the update before the save fails', { update: new Error('503') }],
  ] as const)('%s: banner, loading ends, stays on /summary, not complete, PDF still attempted', async (_name, answers) => {
    const { actor, calls } = summary(answers);
    await vi.advanceTimersByTimeAsync(SUMMARY_SNAPSHOT_DELAY_MS);
    const snapshot = actor.getSnapshot();
    expect(routeOf(snapshot)).toBe('/summary');
    expect(snapshot.context.error?.kind).toBe('save');
    expect(loadingOf(snapshot)).toBeUndefined();
    expect(snapshot.context.saved).toBeNull();
    expect(called(calls, 'saveSummary')).toBe(1);
    expect(snapshot.can({ type: 'SUMMARY.SAVE' })).toBe(true);
  });

  it('saving again after a failure clears the banner and can complete', async () => {
    const { actor } = summary({ save: savedResult({ isCompleted: false, rawXmls: [] }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error?.kind).toBe('save');
    actor.send({ type: 'SUMMARY.SAVE' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a completed report quits directly on EXIT and refuses to go back to a screen', async () => {
    const { actor } = summary({ save: savedResult() });
    await vi.advanceTimersByTimeAsync(SUMMARY_SNAPSHOT_DELAY_MS);
    actor.send({ type: 'xstate.route', to: '#general-info' });
    expect(routeOf(actor.getSnapshot())).toBe('/confirm');
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
