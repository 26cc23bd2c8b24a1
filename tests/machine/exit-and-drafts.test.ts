import { describe, expect, it } from 'vitest';
import { NOW, PORTAL_TOKEN, REPORT_ID, savedResult } from './support/fakes.ts';
import { portalSessionOf } from '../../machines/context.ts';
import { boot, loadingOf, routeOf, settle, startAt, submit } from './support/harness.ts';
import { COMPLETED, loadedReport, SCOPE1_CASCO_ANSWERS } from './support/reports.ts';

/** SPEC §2 "Header and quitting" and /drafts, with D1 for loaded drafts. */

const EMAIL = { type: 'EXIT.SEND_EMAIL', email: 'jan@example.sk' } as const;
const dialogOpen = { wizard: { exitDialog: 'open' } } as const;

describe('exit dialog', () => {
  it('EXIT opens the dialog over the current screen', () => {
    const { actor } = startAt('reporter-details', { scope: 'scope1', policy: 'CASCO' });
    actor.send({ type: 'EXIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches(dialogOpen)).toBe(true);
    expect(snapshot.hasTag('exitDialogOpen')).toBe(true);
    expect(routeOf(snapshot)).toBe('/reporter-details');
  });

  it('EXIT.CANCEL closes it; EXIT.QUIT quits (the machine is done)', () => {
    const { actor } = startAt('reporter-details', { scope: 'scope1', policy: 'CASCO' });
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'EXIT.CANCEL' });
    expect(actor.getSnapshot().matches({ wizard: { exitDialog: 'closed' } })).toBe(true);
    actor.send({ type: 'EXIT' });
    actor.send({ type: 'EXIT.QUIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().matches('quit')).toBe(true);
  });

  it('"send e-mail (saves the draft, sends the continue e-mail, then quits)", with the loading text sendingEmail; the dialog says it was sent before the reporter leaves', async () => {
    const { actor, calls } = startAt('incident-details', { scope: 'scope1', policy: 'CASCO' });
    actor.send({ type: 'EXIT' });
    actor.send(EMAIL);
    expect(loadingOf(actor.getSnapshot())).toBe('sendingEmail');
    const snapshot = await settle(actor);
    // A confirmation with the address, over the screen, until the reporter leaves.
    expect(snapshot.status).toBe('active');
    expect(snapshot.matches({ wizard: { exitDialog: 'sent' } })).toBe(true);
    expect(snapshot.hasTag('exitDialogOpen')).toBe(true);
    expect(snapshot.context.continueEmail).toBe('jan@example.sk');
    expect(routeOf(snapshot)).toBe('/incident-details');
    actor.send({ type: 'EXIT.QUIT' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.map((call) => call.actor)).toEqual(['updateReport', 'sendContinueLink']);
    expect(calls[0]!.input).toMatchObject({ id: REPORT_ID, body: { meta: { lastRoute: '/incident-details' } } });
    expect((calls[0]!.input as { body: object }).body).not.toHaveProperty('attachments');
    expect(calls[1]!.input).toEqual({ id: REPORT_ID, email: 'jan@example.sk' });
  });

  it('before any report exists, sending the e-mail creates it first', async () => {
    const { actor, calls } = boot('');
    await settle(actor);
    actor.send({ type: 'EXIT' });
    actor.send(EMAIL);
    const snapshot = await settle(actor);
    expect(snapshot.matches({ wizard: { exitDialog: 'sent' } })).toBe(true);
    expect(calls.filter((call) => !call.actor.startsWith('load')).map((call) => call.actor)).toEqual([
      'createReport',
      'updateReport',
      'sendContinueLink',
    ]);
  });

  it('after the link went, the reporter may stay: EXIT.CANCEL closes the dialog on the same screen', async () => {
    const { actor } = startAt('reporter-details', { scope: 'scope1', policy: 'CASCO' });
    actor.send({ type: 'EXIT' });
    actor.send(EMAIL);
    await settle(actor);
    actor.send({ type: 'EXIT.CANCEL' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ wizard: { exitDialog: 'closed' } })).toBe(true);
    expect(snapshot.status).toBe('active');
    expect(routeOf(snapshot)).toBe('/reporter-details');
  });

  it.each([
    ['the draft cannot be saved', { update: new Error('503') }],
    ['the e-mail cannot be sent', { sendContinueLink: new Error('429') }],
  ] as const)('"failure keeps the dialog with an error": %s', async (_name, answers) => {
    const { actor } = startAt('reporter-details', { scope: 'scope1', policy: 'CASCO' }, answers);
    actor.send({ type: 'EXIT' });
    actor.send(EMAIL);
    const snapshot = await settle(actor);
    expect(snapshot.status).toBe('active');
    expect(snapshot.matches(dialogOpen)).toBe(true);
    expect(snapshot.context.error?.kind).toBe('sendEmail');
    expect(routeOf(snapshot)).toBe('/reporter-details');
  });

  it('an e-mail the server refuses for its limits (429 EMAIL_LIMIT_REACHED) keeps the dialog with that code, for the dialog to say so', async () => {
    const refused = Object.assign(new Error('The continue link has already been sent.'), { status: 429, code: 'EMAIL_LIMIT_REACHED' });
    const { actor } = startAt('reporter-details', { scope: 'scope1', policy: 'CASCO' }, { sendContinueLink: refused });
    actor.send({ type: 'EXIT' });
    actor.send(EMAIL);
    const snapshot = await settle(actor);
    expect(snapshot.matches(dialogOpen)).toBe(true);
    expect(snapshot.context.error).toMatchObject({ kind: 'sendEmail', status: 429, code: 'EMAIL_LIMIT_REACHED' });
  });

  it('"Exiting a completed report quits directly"', async () => {
    const { actor } = boot(`?id=${REPORT_ID}`, { load: loadedReport({ lastRoute: '/summary', saved: COMPLETED }) });
    expect(routeOf(await settle(actor))).toBe('/confirm');
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('/drafts', () => {
  const draft = { id: REPORT_ID, createdAt: '2026-05-09T08:00:00.000Z' };
  const other = { id: 'R0000000000000000000002x', createdAt: '2026-05-08T08:00:00.000Z' };

  it('"Continue loads the chosen draft (loading text: loading the incident report)"; D1: it resumes at its step', async () => {
    const { actor, calls } = boot('', { load: loadedReport({ lastRoute: '/reporter-details' }) }, [draft]);
    expect(routeOf(await settle(actor))).toBe('/drafts');
    actor.send({ type: 'DRAFTS.LOAD', id: REPORT_ID });
    expect(loadingOf(actor.getSnapshot())).toBe('loadingReport');
    const snapshot = await settle(actor);
    expect(calls.find((call) => call.actor === 'loadReport')?.input).toEqual({ id: REPORT_ID });
    expect(routeOf(snapshot)).toBe('/reporter-details');
    expect(snapshot.context.trail).toEqual(['incident-scope', 'general-info', 'reporter-details']);
  });

  it('SPEC "... and goes to /incident-scope" when the draft has no step yet', async () => {
    const { actor } = boot('', { load: loadedReport({ lastRoute: null }) }, [draft]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.LOAD', id: REPORT_ID });
    expect(routeOf(await settle(actor))).toBe('/incident-scope');
  });

  it('a draft that cannot be loaded just now (no answer): the list stays, with an error', async () => {
    const { actor } = boot('', { load: new Error('Failed to fetch') }, [draft]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.LOAD', id: REPORT_ID });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/drafts');
    expect(snapshot.context.error?.kind).toBe('load');
    expect(snapshot.context.drafts.map((kept) => kept.id)).toEqual([draft.id]);
  });

  const gone = Object.assign(new Error('Report not found.'), { status: 404 });

  it('a draft the server no longer has (404) leaves the list; the others stay to choose from', async () => {
    const { actor } = boot('', { load: gone }, [draft, other]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.LOAD', id: REPORT_ID });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/drafts');
    expect(snapshot.context.error).toMatchObject({ kind: 'load', status: 404 });
    expect(snapshot.context.drafts.map((kept) => kept.id)).toEqual([other.id]);
  });

  it('when the only draft is gone there is nothing to choose: /incident-scope, saying why', async () => {
    const { actor } = boot('', { load: gone }, [draft]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.LOAD', id: REPORT_ID });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.error).toMatchObject({ kind: 'load', status: 404 });
    expect(snapshot.context.drafts).toEqual([]);
  });

  it('a continue link to a report the server no longer has takes it off the drafts too', async () => {
    const { actor } = boot(`?id=${REPORT_ID}`, { load: gone }, [draft, other]);
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.drafts).toEqual([other]);
  });

  it('"Start new ... clears the drafts and goes to /incident-scope" (nothing is deleted on the server)', async () => {
    const { actor, calls } = boot('', {}, [draft, other]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.START_NEW' });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.drafts).toEqual([]);
    expect(calls.some((call) => call.actor === 'deleteReport')).toBe(false);
  });

  it('"delete all clears the drafts and goes to /incident-scope", deleting each on the server', async () => {
    const { actor, calls } = boot('', {}, [draft, other]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.DELETE_ALL' });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.drafts).toEqual([]);
    expect(calls.filter((call) => call.actor === 'deleteReport').map((call) => call.input)).toEqual([{ id: draft.id }, { id: other.id }]);
  });

  it('"Forget drafts on this device" clears the list and tells the app to forget the unsent answers, deletes nothing on the server, and goes to /incident-scope', async () => {
    const { actor, calls, page } = boot('', {}, [draft, other]);
    await settle(actor);
    actor.send({ type: 'DRAFTS.FORGET' });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.drafts).toEqual([]);
    expect(page.drafts).toEqual([]);
    expect(page.unsentAnswersForgotten).toBe(1);
    expect(calls.some((call) => call.actor === 'deleteReport')).toBe(false);
  });

  it('start new and delete all leave the unsent answers to the report they belong to: only "forget" tells the app to drop them', async () => {
    for (const type of ['DRAFTS.START_NEW', 'DRAFTS.DELETE_ALL'] as const) {
      const { actor, page } = boot('', {}, [draft]);
      await settle(actor);
      actor.send({ type });
      await settle(actor);
      expect(page.drafts, type).toEqual([]);
      expect(page.unsentAnswersForgotten, type).toBe(0);
    }
  });

  it('the first SUBMIT creates the report and makes it a draft (WEB)', async () => {
    const { actor, calls } = boot('');
    await settle(actor);
    const snapshot = await submit(actor, { incident: { scopesOfDamage: [{ objectId: 1 }] } });
    expect(calls.find((call) => call.actor === 'createReport')?.input).toEqual({ context: 'WEB', portal: null, portalToken: null });
    expect(snapshot.context.reportId).toBe(REPORT_ID);
    expect(snapshot.context.drafts).toEqual([{ id: REPORT_ID, createdAt: NOW }]);
  });

  it('a portal report is created with its entry and the token the operator’s check gave, never the signature (D31), and is not a local draft', async () => {
    const { actor, calls } = boot('?portal=SMP&code=SMP001&cislopz=4010000077&exp=1764300000&sig=' + 'cd'.repeat(32));
    const opened = await settle(actor);
    // The tab keeps the entry and its token for a reload, until the token has started the report.
    expect(portalSessionOf(opened.context)).toEqual({ entry: 'portal=SMP&code=SMP001&cislopz=4010000077', token: PORTAL_TOKEN });
    const snapshot = await submit(actor, { incident: { scopesOfDamage: [{ objectId: 3 }] } });
    expect(calls.find((call) => call.actor === 'createReport')?.input).toEqual({
      context: 'SMP',
      portal: { portal: 'SMP', operatorCode: 'SMP001', policyId: '4010000077', insurance: null, licensePlate: null },
      portalToken: PORTAL_TOKEN,
    });
    expect(snapshot.context.drafts).toEqual([]);
    expect(snapshot.context.operator).not.toHaveProperty('portalToken');
    expect(portalSessionOf(snapshot.context)).toBeNull();
  });

  it('D31: a portal create refused with 401 (the token expired or was used) shows the refusal page; another failure stays with a retry', async () => {
    const refused = Object.assign(new Error('PORTAL_TOKEN_EXPIRED'), { status: 401 });
    const portal = boot('?portal=KZ&code=KZ001&exp=1764300000&sig=' + 'cd'.repeat(32), { create: refused });
    await settle(portal.actor);
    expect(routeOf(await submit(portal.actor, { incident: { scopesOfDamage: [{ objectId: 3 }] } }))).toBe('/operator-not-verified');
    const offline = boot('?portal=KZ&code=KZ001&exp=1764300000&sig=' + 'cd'.repeat(32), { create: new Error('Failed to fetch') });
    await settle(offline.actor);
    const stays = await submit(offline.actor, { incident: { scopesOfDamage: [{ objectId: 3 }] } });
    expect(routeOf(stays)).toBe('/incident-scope');
    expect(stays.context.error?.kind).toBe('create');
  });

  it('a report opened by ?id= joins the drafts; a completed one leaves them', async () => {
    const open = boot(`?id=${REPORT_ID}`, { load: loadedReport({ lastRoute: '/general-info' }) });
    expect((await settle(open.actor)).context.drafts).toEqual([{ id: REPORT_ID, createdAt: '2026-05-09T08:00:00.000Z' }]);
    const done = boot(`?id=${REPORT_ID}`, { load: loadedReport({ saved: COMPLETED }) }, [draft]);
    expect((await settle(done.actor)).context.drafts).toEqual([]);
  });

  it('a completed save removes the report from the drafts', async () => {
    const { actor } = startAt(
      'summary',
      { scope: 'scope1', policy: 'CASCO', drafts: [draft, other] },
      { save: savedResult({ isDuplicate: true, rawXmls: [] }) },
      'reviewing',
    );
    actor.send({ type: 'SUMMARY.SAVE' });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/confirm');
    expect(snapshot.context.drafts).toEqual([other]);
  });
});

describe('the policy type a report stores, and brings back when it is loaded (docs/decisions.md "Policy type")', () => {
  type UpdateCall = { body: { incident: { policyType?: string | null } } };
  const sentPolicyTypes = (calls: Array<{ actor: string; input: unknown }>) =>
    calls.filter((call) => call.actor === 'updateReport').map((call) => (call.input as UpdateCall).body.incident.policyType);

  it('an update stores the type the reporter chose, or the portal’s, never the server’s default', async () => {
    const unchosen = startAt('reporter-details', { scope: 'scope1', report: { incident: { policyType: 'CASCO' } } });
    expect(routeOf(await submit(unchosen.actor))).toBe('/incident-map');
    expect(sentPolicyTypes(unchosen.calls)).toEqual([null]);
    expect(unchosen.actor.getSnapshot().context.report.incident.policyType).toBe('CASCO');

    const chosen = startAt('reporter-details', { scope: 'scope1', policy: 'PZP' });
    await submit(chosen.actor);
    expect(sentPolicyTypes(chosen.calls)).toEqual(['PZP']);

    const portal = startAt('reporter-details', { scope: 'scope1', portal: 'SMP', report: { incident: { policyType: 'CASCO' } } });
    portal.actor.getSnapshot().context.portal!.insurance = 'CASCO';
    await submit(portal.actor);
    expect(sentPolicyTypes(portal.calls)).toEqual(['CASCO']);
  });

  const withPolicyType = (policyType: 'PZP' | 'CASCO' | null) => ({
    ...SCOPE1_CASCO_ANSWERS,
    incident: { ...SCOPE1_CASCO_ANSWERS.incident, policyType },
  });

  it('a report that stores none resumes under the default of its scopes and products, which the next verification may change', async () => {
    const { actor } = boot(`?id=${REPORT_ID}`, { load: loadedReport({ lastRoute: '/reporter-details', answers: withPolicyType(null) }) });
    const resumed = await settle(actor);
    expect(routeOf(resumed)).toBe('/reporter-details');
    expect(resumed.context).toMatchObject({
      policyTypeChosen: false,
      defaultPolicyType: 'CASCO',
      report: { incident: { policyType: 'CASCO' } },
    });
    // CASCO for scope 1 goes on to the place of the incident (with PZP: the other party's details).
    expect(routeOf(await submit(actor))).toBe('/incident-map');
  });

  it('a stored type other than the default was chosen, and stands', async () => {
    const { actor } = boot(`?id=${REPORT_ID}`, { load: loadedReport({ lastRoute: '/reporter-details', answers: withPolicyType('PZP') }) });
    const resumed = await settle(actor);
    expect(resumed.context).toMatchObject({ policyTypeChosen: true, report: { incident: { policyType: 'PZP' } } });
    expect(routeOf(await submit(actor))).toBe('/responsible-party-details');
  });
});
