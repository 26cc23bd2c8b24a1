import { describe, expect, it } from 'vitest';
import type { ReportPatch, ScreenId } from '../../machines/types.ts';
import { WITH_PLATE } from './routing/case.ts';
import { PRODUCTS, REASON_GROUPS, REPORT_ID, type FakeAnswers } from './support/fakes.ts';
import { boot, routeOf, settle, startAt, submit, type ClaimActor } from './support/harness.ts';
import { loadedReport } from './support/reports.ts';

/**
 * BACK and the browser's back/forward (`xstate.route`, DESIGN §4): the trail of shown screens, a
 * jump ahead refused (the app then redirects to the machine's route), and D1's replay of a loaded
 * report's journey.
 */

const [ACCIDENT] = REASON_GROUPS;

/** SPEC §2 for scope1 with CASCO, windshield damage, a repair shop and forced payout. */
const SCOPE1_JOURNEY: Array<[ScreenId, ReportPatch]> = [
  ['incident-scope', { incident: { scopesOfDamage: [{ objectId: 1 }] } }],
  ['general-info', WITH_PLATE],
  ['reporter-details', { parties: { reporter: { firstName: 'Ján', lastName: 'Novák' } } }],
  ['incident-map', { incident: { address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' } } }],
  ['incident-reason-group', { incident: { reasonGroupIndex: 0 } }],
  ['incident-reason', { incident: { reason: ACCIDENT!.reasons[0]! } }],
  [
    'incident-details',
    {
      incident: {
        responsibleParty: 'myVehicle',
        specificAnswers: { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false },
      },
    },
  ],
  ['windshield-damage-location', { incident: { myVehicle: { windshieldDamageLocation: 'driverDamage' } } }],
  ['incident-resolve-type', { incident: { resolveType: 'toService' } }],
  ['car-repair-map', { incident: { carRepairService: { objId: 'SHOP-01', companyName: 'Autoservis Tatry' } } }],
  ['force-payout-to-aggrieved', { incident: { forcePayoutToAggrieved: true } }],
  ['additional-attachments', { attachments: [] }],
];

/** SPEC §2 on SMP for scope3: the agent confirms, the reporter is the aggrieved party. */
const SMP_JOURNEY: Array<[ScreenId, ReportPatch]> = [
  ['incident-scope', { incident: { scopesOfDamage: [{ objectId: 3 }] } }],
  [
    'permission-confirmation-SMP',
    { parties: { aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' }, reporter: { isSameAsAggrieved: true } } },
  ],
  ['aggrieved-party-details', { parties: { reporter: { email: 'eva@example.sk' } } }],
  [
    'responsible-party-details',
    { incident: { date: '2026-05-10' }, parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: null } } },
  ],
  ['responsible-party-additional-details', { parties: { otherResponsibleParty: { lastName: 'Varga' } } }],
  ['incident-map', { incident: { address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' } } }],
  ['incident-details', { incident: { responsibleParty: 'otherVehicle', description: 'Iné auto poškodilo môj plot.' } }],
  ['additional-bank', { incident: { bankAccount: { id: 'BA-1' } } }],
];

async function walk(actor: ClaimActor, steps: Array<[ScreenId, ReportPatch]>, until = steps.length) {
  for (const [screen, patch] of steps.slice(0, until)) {
    expect(routeOf(actor.getSnapshot())).toBe(`/${screen}`);
    await submit(actor, patch);
  }
  return actor.getSnapshot();
}

const CASCO: FakeAnswers = { products: PRODUCTS.casco };

async function scope1Journey(until = SCOPE1_JOURNEY.length) {
  const { actor, calls } = boot('', CASCO);
  await settle(actor);
  await walk(actor, SCOPE1_JOURNEY, until);
  return { actor, calls };
}

describe('trail and BACK', () => {
  it('records the screens shown, in order', async () => {
    const { actor } = await scope1Journey();
    expect(routeOf(actor.getSnapshot())).toBe('/summary');
    expect(actor.getSnapshot().context.trail).toEqual([...SCOPE1_JOURNEY.map(([screen]) => screen), 'summary']);
  });

  it('BACK goes to the previous screen; the browser forward (xstate.route) to a screen of the trail comes back', async () => {
    const { actor } = await scope1Journey();
    actor.send({ type: 'BACK' });
    expect(routeOf(actor.getSnapshot())).toBe('/additional-attachments');
    actor.send({ type: 'BACK' });
    expect(routeOf(actor.getSnapshot())).toBe('/force-payout-to-aggrieved');
    actor.send({ type: 'xstate.route', to: '#summary' });
    expect(routeOf(actor.getSnapshot())).toBe('/summary');
    expect(actor.getSnapshot().context.trail).toHaveLength(SCOPE1_JOURNEY.length + 1);
  });

  it('continuing after BACK drops the screens that lay ahead (the answers may change the way)', async () => {
    const { actor } = await scope1Journey();
    actor.send({ type: 'xstate.route', to: '#incident-resolve-type' });
    const snapshot = await submit(actor, { incident: { resolveType: 'selfRepair' } });
    expect(routeOf(snapshot)).toBe('/additional-bank');
    expect(snapshot.context.trail.slice(-3)).toEqual(['windshield-damage-location', 'incident-resolve-type', 'additional-bank']);
    actor.send({ type: 'xstate.route', to: '#car-repair-map' });
    expect(routeOf(actor.getSnapshot())).toBe('/additional-bank');
  });

  it('a jump ahead of the journey is refused: the machine stays (the app redirects to its route)', async () => {
    const { actor } = await scope1Journey(3);
    const before = actor.getSnapshot();
    actor.send({ type: 'xstate.route', to: '#summary' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('a route to the screen shown changes nothing (no reload of its data)', async () => {
    const { actor, calls } = await scope1Journey(4);
    expect(routeOf(actor.getSnapshot())).toBe('/incident-reason-group');
    const count = calls.length;
    actor.send({ type: 'xstate.route', to: '#incident-reason-group' });
    expect(calls.length).toBe(count);
  });

  it('no BACK on screens without a back button (alerts, /confirm, /drafts) nor on the first screen', async () => {
    const alert = startAt('alert-dont-have-casco', { scope: 'scope1', trail: ['incident-scope', 'general-info'] });
    expect(alert.actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
    const { actor } = boot('');
    await settle(actor);
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
  });

  it('but the browser may go back from an alert to the screen before it', () => {
    const { actor } = startAt('alert-dont-have-casco', { scope: 'scope1', trail: ['incident-scope', 'general-info'] });
    actor.send({ type: 'xstate.route', to: '#general-info' });
    expect(routeOf(actor.getSnapshot())).toBe('/general-info');
  });

  it('no BACK while a step is saving', async () => {
    const { actor } = await scope1Journey(2);
    actor.send({ type: 'SUBMIT', patch: SCOPE1_JOURNEY[2]![1] });
    expect(actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
  });

  it('a skipped single-option screen is not in the trail: BACK from /incident-reason goes to /incident-map', async () => {
    const { actor } = boot('', { ...CASCO, reasonGroups: [ACCIDENT!] });
    await settle(actor);
    const snapshot = await walk(actor, SCOPE1_JOURNEY, 4);
    expect(routeOf(snapshot)).toBe('/incident-reason');
    expect(snapshot.context.trail).not.toContain('incident-reason-group');
    expect(snapshot.context.report.incident.reasonGroupIndex).toBe(0);
    actor.send({ type: 'BACK' });
    expect(routeOf(actor.getSnapshot())).toBe('/incident-map');
  });

  it('files uploaded on /additional-attachments are kept when the reporter goes Back, and sent with the next Continue', async () => {
    const { actor, calls } = await scope1Journey(SCOPE1_JOURNEY.length - 1);
    expect(routeOf(actor.getSnapshot())).toBe('/additional-attachments');
    const photo = { id: 'a1', type: 'PHOTO_DOC', clientName: 'foto.jpg', size: 2048, contentType: 'image/jpeg' } as const;
    actor.send({ type: 'ATTACHMENTS.CHANGED', attachments: [photo] });
    actor.send({ type: 'BACK' });
    expect(routeOf(actor.getSnapshot())).toBe('/force-payout-to-aggrieved');
    expect(actor.getSnapshot().context.report.attachments).toEqual([photo]);
    await submit(actor, { incident: { forcePayoutToAggrieved: true } });
    expect(routeOf(actor.getSnapshot())).toBe('/additional-attachments');
    calls.length = 0;
    await submit(actor, {});
    const update = calls.find((call) => call.actor === 'updateReport');
    expect(update?.input).toMatchObject({ body: { attachments: [{ id: 'a1', type: 'PHOTO_DOC' }] } });
  });
});

describe('D1: a loaded report replays its journey to the screen it had reached', () => {
  it.each([
    ['scope1 CASCO on WEB', 'WEB', SCOPE1_JOURNEY, CASCO],
    ['scope3 on SMP', 'SMP', SMP_JOURNEY, {}],
  ] as const)('%s: the trail after loading equals the trail of the journey', async (_name, context, journey, answers) => {
    const search = context === 'SMP' ? '?portal=SMP&code=SMP001' : '';
    for (let stop = 1; stop <= journey.length; stop++) {
      const original = boot(search, answers);
      await settle(original.actor);
      const walked = await walk(original.actor, journey, stop);
      const screen = routeOf(walked)!;
      const report = {
        ...loadedReport({ lastRoute: screen, context }),
        parties: walked.context.report.parties,
        incident: walked.context.report.incident,
      };
      const resumed = boot(`?id=${REPORT_ID}`, { ...answers, load: report });
      const snapshot = await settle(resumed.actor);
      expect(routeOf(snapshot)).toBe(screen);
      expect(snapshot.context.trail).toEqual(walked.context.trail);
      // Replaying calls nothing but the lookups of the screens it passes.
      expect(resumed.calls.map((call) => call.actor).filter((actor) => !actor.startsWith('load'))).toEqual([]);
    }
  });
});
