import { afterAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../machines/types.ts';
import { NOW, PORTAL_TOKEN, type FakeAnswers } from './support/fakes.ts';
import { portalSessionOf } from '../../machines/context.ts';
import { boot, routeOf, settle, type Snapshot } from './support/harness.ts';
import { COMPLETED, loadedReport, SCOPE1_CASCO_TRAIL_TO_DETAILS } from './support/reports.ts';

/** SPEC §2 "Start" with D1 and D2, from the entry URL and the local drafts to the first screen. */

const daysAgo = (days: number): Draft => ({ id: `draft-${days}`, createdAt: new Date(Date.parse(NOW) - days * 86_400_000).toISOString() });

interface StartCase {
  rule: string;
  search: string;
  drafts?: Draft[];
  answers?: FakeAnswers;
  expect: `/${string}`;
  check?: (snapshot: Snapshot) => void;
}

const SMP = '?portal=SMP&code=SMP001';
const KZ = '?portal=KZ&code=KZ001';

const cases: StartCase[] = [
  { rule: 'Otherwise the user goes to /incident-scope', search: '', expect: '/incident-scope' },
  {
    rule: 'If the URL query scope equals 2, scope of damage 2 is preselected and the user goes to /general-info',
    search: '?scope=2',
    expect: '/general-info',
    check: (s) => expect(s.context.report.incident.scopesOfDamage).toEqual([{ objectId: 2 }]),
  },
  { rule: 'a query scope other than 2 is ignored: /incident-scope', search: '?scope=1', expect: '/incident-scope' },
  { rule: 'Outside portal mode ... if any [drafts] exist the user goes to /drafts', search: '', drafts: [daysAgo(1)], expect: '/drafts' },
  {
    rule: 'drafts ... eligible 7 days after creation (SPEC §9): 6.9 days old still counts',
    search: '',
    drafts: [daysAgo(6.9)],
    expect: '/drafts',
  },
  {
    rule: 'drafts older than 7 days do not count and are dropped',
    search: '',
    drafts: [daysAgo(8)],
    expect: '/incident-scope',
    check: (s) => expect(s.context.drafts).toEqual([]),
  },
  {
    rule: '(and scope 2 was not preselected): ?scope=2 with drafts goes to /general-info',
    search: '?scope=2',
    drafts: [daysAgo(1)],
    expect: '/general-info',
  },
  { rule: 'Outside portal mode, drafts are read: on SMP drafts are ignored', search: SMP, drafts: [daysAgo(1)], expect: '/incident-scope' },
  { rule: 'Outside portal mode, drafts are read: on KZ drafts are ignored', search: KZ, drafts: [daysAgo(1)], expect: '/incident-scope' },
  {
    rule: 'SMP with a verified operator: the wizard starts at /incident-scope',
    search: SMP,
    expect: '/incident-scope',
    check: (s) => expect(s.context.context).toBe('SMP'),
  },
  { rule: 'SMP with ?scope=2 goes to /general-info', search: `${SMP}&scope=2`, expect: '/general-info' },
  {
    rule: 'D2: SMP operator not verified: refusal page, no wizard',
    search: '?portal=SMP&code=SMP999',
    answers: { operator: { portal: 'SMP', verified: false } },
    expect: '/operator-not-verified',
    check: (s) => expect(s.matches('operatorNotVerified')).toBe(true),
  },
  {
    rule: 'D2: operator data that cannot be fetched cannot be verified: refusal',
    search: SMP,
    answers: { operator: new Error('503') },
    expect: '/operator-not-verified',
  },
  { rule: 'D2: a portal entry without an operator code: refusal', search: '?portal=SMP', expect: '/operator-not-verified' },
  {
    rule: 'KZ: an unknown operator is refused like SMP',
    search: KZ,
    answers: { operator: new Error('404') },
    expect: '/operator-not-verified',
  },
  {
    rule: 'D28: an entry the server does not accept as signed (401): refusal, SMP and KZ alike',
    search: KZ,
    answers: { operator: new Error('401 PORTAL_ENTRY_NOT_SIGNED') },
    expect: '/operator-not-verified',
  },
  {
    rule: 'KZ: "in KZ the reporter is the insured": the operator data fills the reporter',
    search: KZ,
    expect: '/incident-scope',
    check: (s) => {
      expect(s.context.context).toBe('KZ');
      expect(s.context.report.parties.reporter).toMatchObject({
        firstName: 'Jana',
        lastName: 'Molnárová',
        isSameAsInsured: true,
        phone: { prefix: '+421', number: '905 111 222' },
      });
    },
  },
  {
    rule: 'Portal entry reads code, cislopz (policy number), poistenie (hav means casco), ecv (licence plate), portal',
    search: '?portal=SMP&code=SMP001&cislopz=4010000077&poistenie=hav&ecv=bl-777gg',
    expect: '/incident-scope',
    check: (s) => {
      expect(s.context.portal).toEqual({
        portal: 'SMP',
        operatorCode: 'SMP001',
        policyId: '4010000077',
        insurance: 'CASCO',
        licensePlate: 'BL777GG',
      });
      expect(s.context.report.incident).toMatchObject({
        policyId: '4010000077',
        policyType: 'CASCO',
        myVehicle: { licensePlate: 'BL777GG' },
      });
    },
  },
  {
    rule: 'poistenie other than hav means liability',
    search: '?portal=KZ&code=KZ001&poistenie=pzp',
    expect: '/incident-scope',
    check: (s) => expect(s.context.report.incident.policyType).toBe('PZP'),
  },
  {
    rule: 'D1: ?id= lands on the screen the report had reached',
    search: '?id=R000000000000000000000id',
    answers: { load: loadedReport({ lastRoute: '/incident-details' }) },
    expect: '/incident-details',
    check: (s) => expect(s.context.trail).toEqual(SCOPE1_CASCO_TRAIL_TO_DETAILS),
  },
  {
    rule: 'D1: a completed report opens /confirm, read-only',
    search: '?id=R000000000000000000000id',
    answers: { load: loadedReport({ lastRoute: '/summary', saved: COMPLETED }) },
    expect: '/confirm',
    check: (s) => expect(s.context.saved).toEqual(COMPLETED),
  },
  {
    rule: 'D1: an unknown route lands on /incident-scope',
    search: '?id=R000000000000000000000id',
    answers: { load: loadedReport({ lastRoute: '/nowhere' }) },
    expect: '/incident-scope',
  },
  {
    rule: 'D1: no route yet lands on /incident-scope',
    search: '?id=R000000000000000000000id',
    answers: { load: loadedReport({ lastRoute: null }) },
    expect: '/incident-scope',
  },
  {
    rule: 'D1: /drafts is not a step of a journey: /incident-scope',
    search: '?id=R000000000000000000000id',
    answers: { load: loadedReport({ lastRoute: '/drafts' }) },
    expect: '/incident-scope',
  },
  {
    rule: 'a report that cannot be loaded starts a new one on /incident-scope, saying so',
    search: '?id=R000000000000000000000id',
    answers: { load: new Error('the server could not be reached') },
    expect: '/incident-scope',
    check: (s) => expect(s.context.error).toEqual({ kind: 'load', message: 'the server could not be reached' }),
  },
  {
    rule: 'a report the server no longer has: the error keeps the answer’s status, for the screen to say it is gone',
    search: '?id=R000000000000000000000id',
    answers: { load: Object.assign(new Error('Report not found.'), { status: 404 }) },
    expect: '/incident-scope',
    check: (s) => expect(s.context.error).toEqual({ kind: 'load', message: 'Report not found.', status: 404 }),
  },
  {
    rule: '?id= wins over drafts',
    search: '?id=R000000000000000000000id',
    drafts: [daysAgo(1)],
    answers: { load: loadedReport({ lastRoute: '/reporter-details' }) },
    expect: '/reporter-details',
  },
  {
    rule: '?id= on SMP: the operator first, then the report',
    search: `${SMP}&id=R000000000000000000000id`,
    answers: { load: loadedReport({ lastRoute: '/reporter-details', context: 'SMP' }) },
    expect: '/reporter-details',
  },
];

afterAll(() => console.log(`routing cases (start): ${cases.length}`));

describe('Start', () => {
  it.each(
    cases.map(
      (row) =>
        [`${row.rule} [${row.search || 'no query'}${row.drafts ? `, ${row.drafts.length} draft(s)` : ''}] -> ${row.expect}`, row] as const,
    ),
  )('%s', async (_name, row: StartCase) => {
    const { actor } = boot(row.search, row.answers, row.drafts);
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe(row.expect);
    row.check?.(snapshot);
    actor.stop();
  });

  it('SPEC §4 "Operator data is fetched for SMP" with the code and the policy number; nothing is created before a SUBMIT', async () => {
    const { actor, calls } = boot('?portal=SMP&code=SMP001&cislopz=4010000077');
    await settle(actor);
    expect(calls.filter((call) => call.actor === 'fetchOperator').map((call) => call.input)).toEqual([
      { operatorCode: 'SMP001', policyId: '4010000077', portal: 'SMP', signature: {}, portalToken: null },
    ]);
    expect(calls.some((call) => call.actor === 'createReport')).toBe(false);
  });

  it('D28: the partner’s exp and sig go to get-operator-data with the signed poistenie and ecv verbatim', async () => {
    const { actor, calls } = boot('?portal=KZ&code=KZ001&poistenie=HAV&ecv=ba-111%20aa&exp=1764300000&sig=' + 'ab'.repeat(32));
    await settle(actor);
    expect(calls.filter((call) => call.actor === 'fetchOperator').map((call) => call.input)).toEqual([
      {
        operatorCode: 'KZ001',
        policyId: null,
        portal: 'KZ',
        signature: { exp: 1764300000, sig: 'ab'.repeat(32), poistenie: 'HAV', ecv: 'ba-111 aa' },
        portalToken: null,
      },
    ]);
  });

  it('D31: a reload resumes the tab’s portal entry: its token, not a signature, goes to get-operator-data, and the portal’s first screen shows', async () => {
    const session = { entry: 'portal=KZ&code=KZ001&poistenie=HAV&ecv=ba-111+aa', token: PORTAL_TOKEN };
    const { actor, calls } = boot('', {}, [], { portalSession: session });
    const snapshot = await settle(actor);
    expect(calls.filter((call) => call.actor === 'fetchOperator').map((call) => call.input)).toEqual([
      { operatorCode: 'KZ001', policyId: null, portal: 'KZ', signature: { poistenie: 'HAV', ecv: 'ba-111 aa' }, portalToken: PORTAL_TOKEN },
    ]);
    expect(routeOf(snapshot)).toBe('/incident-scope');
    expect(snapshot.context.context).toBe('KZ');
    expect(snapshot.context.portal).toMatchObject({ portal: 'KZ', operatorCode: 'KZ001', insurance: 'CASCO', licensePlate: 'BA111AA' });
    expect(portalSessionOf(snapshot.context)).toEqual({ entry: 'portal=KZ&code=KZ001&poistenie=HAV&ecv=ba-111+aa', token: PORTAL_TOKEN });
    actor.stop();

    // A portal's URL starts anew with its own signature; a continue link loads its report.
    for (const search of ['?portal=SMP&code=SMP001&exp=1764300000&sig=' + 'ab'.repeat(32), '?id=R000000000000000000000id']) {
      const fresh = boot(search, { load: loadedReport({ lastRoute: '/reporter-details' }) }, [], { portalSession: session });
      await settle(fresh.actor);
      const asked = fresh.calls
        .filter((call) => call.actor === 'fetchOperator')
        .map((call) => call.input as { portalToken: string | null });
      expect(
        asked.map((input) => input.portalToken),
        search,
      ).toEqual(search.includes('portal=') ? [null] : []);
      fresh.actor.stop();
    }
  });

  it('D31: a refused token (401) on the reload’s get-operator-data gets the refusal page, and the tab keeps it for the next reload', async () => {
    const session = { entry: 'portal=SMP&code=SMP001', token: PORTAL_TOKEN };
    const refused = Object.assign(new Error('PORTAL_TOKEN_EXPIRED'), { status: 401 });
    const { actor } = boot('', { operator: refused }, [], { portalSession: session });
    const snapshot = await settle(actor);
    expect(routeOf(snapshot)).toBe('/operator-not-verified');
    expect(portalSessionOf(snapshot.context)).toEqual(session);
  });

  it('get-permissible-combinations hears casco from a portal’s poistenie, and nothing from a web entry', async () => {
    for (const [search, casco] of [
      ['?portal=SMP&code=SMP001&poistenie=hav', { casco: true }],
      ['?portal=KZ&code=KZ001&poistenie=pov', { casco: false }],
      ['', {}],
    ] as const) {
      const { actor, calls } = boot(search);
      await settle(actor);
      expect(calls.filter((call) => call.actor === 'loadPermissibleCombinations').map((call) => call.input)).toEqual([
        { scopes: [], ...casco },
      ]);
      actor.stop();
    }
  });

  it('no operator call without a portal, and none for a portal entry without a code', async () => {
    for (const search of ['', '?portal=SMP']) {
      const { actor, calls } = boot(search);
      await settle(actor);
      expect(calls.some((call) => call.actor === 'fetchOperator')).toBe(false);
    }
  });

  it('a failed lookup of the scope tiles says so, and RETRY loads them again', async () => {
    const { actor, calls } = boot('', { scopes: new Error('offline') });
    const failed = await settle(actor);
    expect(failed.context.error?.kind).toBe('lookup');
    expect(failed.can({ type: 'RETRY' })).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.filter((call) => call.actor === 'loadScopesOfDamage')).toHaveLength(2);
  });

  it('shows the loading texts of SPEC §4 while booting (loadingPolicies for the operator, loadingReport for ?id=)', () => {
    const portal = boot('?portal=SMP&code=SMP001');
    expect(portal.actor.getSnapshot().getMeta()).toMatchObject({ 'claimReport.boot.fetchingOperator': { loading: 'loadingPolicies' } });
    const load = boot('?id=R000000000000000000000id', { load: loadedReport() });
    expect(load.actor.getSnapshot().getMeta()).toMatchObject({ 'claimReport.boot.loadingReport': { loading: 'loadingReport' } });
  });
});
