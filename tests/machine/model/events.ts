import type { AnyStateNode, EventObject } from 'xstate';
import type { OperatorData } from '../../../machines/actors.ts';
import { objectIdsOf, scopeOf } from '../../../machines/context.ts';
import type { ReportPatch, ScreenId } from '../../../machines/types.ts';
import { NO_SIGNAL, NO_SIGNAL_TAG, offline as waitingStateOf } from '../../../machines/no-signal.ts';
import { SCREEN_IDS } from '../../../machines/screens.ts';
import { ANSWERS_WAITING_TAG } from '../../../machines/update-queue.ts';
import { defaultPolicyType, type AvailableProducts, type IncidentReport, type ScopeCode } from '../../../src/domain/report.ts';
import { NOW, PRODUCTS, REASON_GROUPS, REPORT_ID, savedResult } from '../support/fakes.ts';
import type { Snapshot } from '../support/harness.ts';
import { scopesOf } from '../support/harness.ts';
import { WITH_PLATE, WITHOUT_PLATE } from '../routing/case.ts';

/**
 * The event cases of the model: what the reporter can do on each screen, and how each invoked
 * actor can end (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>`), and delays
 * (`xstate.after...`). Outputs and patches depend on the snapshot only where the branches of a
 * screen need it; everything else is the same few values, so the model stays finite.
 */

export interface EventOptions {
  /** loadReport outputs (reports to resume). */
  loadOutputs: IncidentReport[];
  /** Also BACK and xstate.route (the cover phase; exploring them would re-walk the journey from every screen). */
  navigation: boolean;
}

const offline = new Error('offline');
/** The state of the update queue that calls the server (machines/update-queue-region.ts). */
const QUEUE_SENDING_ID = 'claimReport.wizard.updateQueue.sending';
/** The call failed with the browser offline (the app's actors say so, machines/no-signal.ts). */
const noSignal = Object.assign(new Error('Failed to fetch'), { code: NO_SIGNAL });
/** A report the server no longer has (deleted for age, or on another device). */
const gone = Object.assign(new Error('Report not found.'), { status: 404, code: 'NOT_FOUND' });
/** A portal token that no longer starts the report: older than 8 hours, or used (D31). */
const tokenRefused = Object.assign(new Error('The portal token has expired'), { status: 401, code: 'PORTAL_TOKEN_EXPIRED' });
const alreadySaved = Object.assign(new Error('The incident report has been saved'), { status: 409, code: 'REPORT_COMPLETED' });
/** A file the reporter uploaded on /additional-attachments. */
const UPLOADED = { id: 'a1', type: 'PHOTO_DOC', clientName: 'foto.jpg', size: 1024, contentType: 'image/jpeg' } as const;

type Ctx = Snapshot['context'];

const activeNodes = (snapshot: Snapshot): AnyStateNode[] => (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

/** The screen whose sub-state is active (its id), if any. */
export function activeScreen(snapshot: Snapshot): ScreenId | null {
  const node = activeNodes(snapshot).find((n) => (SCREEN_IDS as string[]).includes(n.id));
  return (node?.id as ScreenId | undefined) ?? null;
}

const isIn = (snapshot: Snapshot, sub: string) => activeNodes(snapshot).some((n) => n.key === sub);

function productVariants(context: Ctx): AvailableProducts[] {
  // Only /general-info routes by products; elsewhere the answer keeps what the document has.
  const scope = scopeOf(context.report.incident);
  switch (scope) {
    case 'scope1':
      return [PRODUCTS.casco, PRODUCTS.miniOnly, PRODUCTS.liabilityOnly];
    case 'scope2':
      return [PRODUCTS.liabilityOnly, PRODUCTS.cascoWithoutLiability];
    default:
      return [PRODUCTS.casco, PRODUCTS.liabilityOnly];
  }
}

function updateOutputs(snapshot: Snapshot) {
  const context = snapshot.context;
  const atGeneralInfo = activeScreen(snapshot) === 'general-info' && !snapshot.matches({ wizard: { exitDialog: 'sendingEmail' } } as never);
  const current = context.report.incident.availableProducts ?? PRODUCTS.none;
  const variants = atGeneralInfo ? productVariants(context) : [current];
  const { incident, parties } = context.report;
  return variants.map((products) => ({
    incident: {
      availableProducts: products,
      defaultPolicyType: defaultPolicyType(objectIdsOf(incident), products),
      policyIdIsVerified: incident.policyIdIsVerified ?? false,
    },
    verification: {
      // The update verifies my own plate (/general-info): covered when the register has any product for it.
      myVehicleLicensePlate: atGeneralInfo
        ? incident.myVehicle?.hasLicensePlate !== false && !!incident.myVehicle?.licensePlate && (products.liability || products.casco)
        : (incident.myVehicle?.licensePlateIsVerified ?? false),
      responsibleLicensePlate: parties.otherResponsibleParty?.licensePlateIsVerified ?? false,
      responsiblePolicyId: parties.otherResponsibleParty?.policyIdIsVerified ?? false,
    },
    availableBankAccounts: [],
    meta: { version: 2, updatedAt: '2026-05-10T10:00:00.000Z' },
  }));
}

const SCOPE_OPTIONS = [1, 2, 3, 4].map((objectId) => ({
  objectId: objectId as 1 | 2 | 3 | 4,
  kind: { sk: `Objekt ${objectId}`, en: `Object ${objectId}` },
  kindSmp: { sk: `Objekt ${objectId}`, en: `Object ${objectId}` },
}));

const SMP_OPERATOR: OperatorData = { portal: 'SMP', verified: true, firstName: 'Peter', lastName: 'Horváth', portalToken: 'T'.repeat(43) };
const SMP_UNVERIFIED: OperatorData = { portal: 'SMP', verified: false };
const KZ_OPERATOR: OperatorData = {
  portal: 'KZ',
  firstName: 'Jana',
  lastName: 'Molnárová',
  partyType: 'PERSON',
  portalToken: 'T'.repeat(43),
};

function outputsOf(src: string, snapshot: Snapshot, options: EventOptions): unknown[] {
  switch (src) {
    case 'fetchOperator':
      return snapshot.context.entry.portal?.portal === 'KZ' ? [KZ_OPERATOR] : [SMP_OPERATOR, SMP_UNVERIFIED];
    case 'loadReport':
      return options.loadOutputs;
    case 'loadDraftOverviews': {
      // Every draft still open (listed with its overview), or every one gone or completed meanwhile.
      const ids = snapshot.context.drafts.map((draft) => draft.id);
      return [
        {
          overviews: ids.map((id) => ({
            id,
            objectIds: [1],
            licensePlate: 'BA111AA',
            incidentDate: null,
            lastRoute: null,
            updatedAt: NOW,
          })),
          gone: [],
        },
        { overviews: [], gone: ids },
      ];
    }
    case 'createReport':
      return [{ id: REPORT_ID }];
    case 'updateReport':
      return updateOutputs(snapshot);
    case 'verifyLicensePlate':
    case 'verifyPolicyId':
      return [{ verified: true }, { verified: false }];
    case 'loadReasonGroups':
      return [REASON_GROUPS, [REASON_GROUPS[0]], [REASON_GROUPS[1]], []];
    case 'loadPermissibleCombinations':
      return [[[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]]];
    case 'loadScopesOfDamage':
      return [SCOPE_OPTIONS];
    case 'saveReport':
      return [savedResult(), savedResult({ isDuplicate: true, rawXmls: [] }), savedResult({ isCompleted: false, rawXmls: [] })];
    default:
      return [undefined];
  }
}

const ALL_SCOPES: ScopeCode[] = ['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134', 'scope3', 'scope4', 'scope34'];
const REPORTER: ReportPatch = { parties: { reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk' } } };
const ADDRESS: ReportPatch = { incident: { address: { id: 'sk-zilina', town: 'Žilina', country: 'SVK' } } };
type Responsible = NonNullable<NonNullable<ReportPatch['incident']>['responsibleParty']>;
const details = (responsibleParty: Responsible, specificAnswers: Record<string, boolean> = {}): ReportPatch => ({
  incident: { description: 'Pri cúvaní som narazil do stĺpa.', responsibleParty, specificAnswers },
});

function incidentDetailsPatches(context: Ctx): ReportPatch[] {
  const scope = scopeOf(context.report.incident);
  const casco = context.report.incident.policyType === 'CASCO';
  if (scope === 'scope3' || scope === 'scope4' || scope === 'scope34') return [details('otherVehicle')];
  const common = [details('myVehicle'), details('otherVehicle'), details('notClearSharedResponsibility'), details('unknown')];
  if (scope === 'scope1' && casco) {
    return [
      ...common,
      details('otherVehicleOrPerson'),
      details('myVehicle', { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false }),
      details('myVehicle', { didVehicleCompletelyBurn: true }),
    ];
  }
  if ((scope === 'scope13' || scope === 'scope14' || scope === 'scope134') && !casco) {
    return [...common, details('otherVehicle', { didAccidentHaveClearFault: false })];
  }
  return common;
}

/** What the reporter may submit on each screen: one patch per branch of its rules. */
export function patchesFor(screen: ScreenId, context: Ctx): ReportPatch[] {
  switch (screen) {
    case 'incident-scope':
      return ALL_SCOPES.map((scope) => ({ incident: { scopesOfDamage: scopesOf(scope) } }));
    case 'general-info':
      return [WITH_PLATE, WITHOUT_PLATE, { incident: { ...WITHOUT_PLATE.incident, policyId: '5010000099' } }];
    case 'alert-dont-have-license-plate':
      return [{}];
    case 'alert-dont-have-casco':
      return [{ incident: { policyType: 'PZP' } }, { incident: { policyType: 'CASCO', policyId: '5010000099' } }];
    case 'alert-have-only-mini-casco':
    case 'policy-type':
      return [{ incident: { policyType: 'PZP' } }, { incident: { policyType: 'CASCO' } }];
    case 'alert-dont-have-liability':
      return [{ incident: { policyId: '4010000098' } }, { incident: { policyId: null } }];
    case 'permission-confirmation-SMP':
      return [
        { parties: { aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' }, reporter: { isSameAsAggrieved: true } } },
        {
          parties: { aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' }, reporter: { isSameAsAggrieved: false } },
        },
      ];
    case 'aggrieved-party-details':
    case 'reporter-details':
      return [REPORTER];
    case 'incident-map':
      return [ADDRESS];
    case 'incident-reason-group':
      return context.reasonGroups.map((_, index) => ({ incident: { reasonGroupIndex: index } }));
    case 'incident-reason': {
      const group = context.reasonGroups[context.report.incident.reasonGroupIndex ?? 0];
      return (group?.reasons ?? []).map((reason) => ({ incident: { reason } }));
    }
    case 'incident-details':
      return incidentDetailsPatches(context);
    case 'windshield-damage-location':
      return [{ incident: { myVehicle: { windshieldDamageLocation: 'driverDamage' } } }];
    case 'responsible-party-details':
      return [
        { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } },
        { parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: '4010000098' } } },
        { parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: null } } },
        // D22: an unidentified vehicle.
        { parties: { otherResponsibleParty: { hasLicensePlate: false, licensePlate: null, policyId: null, isUnknown: true } } },
      ];
    case 'responsible-party-additional-details':
      return [{ parties: { otherResponsibleParty: { partyType: 'PERSON', firstName: 'Lukáš', lastName: 'Varga' } } }];
    case 'co-responsible-party-details':
      return [{ parties: { otherCoresponsibleParty: { hasLicensePlate: true, licensePlate: 'KE333CC' } } }];
    case 'incident-resolve-type':
      return [{ incident: { resolveType: 'selfRepair' } }, { incident: { resolveType: 'toService' } }];
    case 'car-repair-map':
      return [
        { incident: { carRepairService: { objId: 'RS020', companyName: 'Novohrad Auto, s.r.o.' } } },
        { incident: { carRepairService: null } },
      ];
    case 'force-payout-to-aggrieved':
      return [{ incident: { forcePayoutToAggrieved: true } }, { incident: { forcePayoutToAggrieved: false } }];
    case 'incident-inspection-address':
      return [{ incident: { inspectionAddressIsTheSame: true } }];
    case 'additional-bank':
      return [{ incident: { bankAccount: { id: 'BA-1' } } }];
    case 'other-damage':
      return [
        { incident: { otherDamage: ['VEHICLE', 'PROPERTY', 'HEALTH'] } },
        { incident: { otherDamage: ['VEHICLE', 'HEALTH'] } },
        { incident: { otherDamage: ['VEHICLE'] } },
        { incident: { otherDamage: ['PROPERTY'] } },
        { incident: { otherDamage: ['HEALTH'] } },
        { incident: { onlyMyVehicle: true, otherDamage: [] } },
        { incident: { otherDamage: [] } },
      ];
    case 'other-damage-vehicle':
      return [{ incident: { damagedVehicles: [{ hasLicensePlate: true, licensePlate: 'NR555EE' }] } }];
    case 'other-damage-property':
      return [{ incident: { damagedProperties: [{ partyType: 'PERSON', lastName: 'Malá' }] } }];
    case 'other-damage-health':
      return [{ incident: { damagedHealths: [{ healthDamageType: 'injury', lastName: 'Malý' }] } }];
    case 'additional-attachments':
      return [
        { attachments: [{ id: 'att-0000000000000001', type: 'PHOTO_DOC', clientName: 'foto.jpg', size: 1000, contentType: 'image/jpeg' }] },
      ];
    default:
      return [];
  }
}

/** "Zmeniť" on /summary for every screen of the trail before it (D24). */
export function summaryChanges(snapshot: Snapshot): EventObject[] {
  const { trail, trailPosition } = snapshot.context;
  return trail.slice(0, trailPosition).map((screen) => ({ type: 'SUMMARY.CHANGE', screen }) as EventObject);
}

/** What get-phone-prefixes answers (its look-up is spawned for the whole visit). */
const PHONE_PREFIXES = [
  { code: '+421', country: 'SK' },
  { code: '+420', country: 'CZ' },
];

/** Where EXIT is tried: enough to cover the dialog without walking it from every screen. */
const EXIT_SCREENS: ReadonlySet<string> = new Set(['incident-scope', 'general-info', 'confirm', 'drafts']);

export function eventsFor(snapshot: Snapshot, options: EventOptions): EventObject[] {
  if (snapshot.status !== 'active') return [];
  const events: EventObject[] = [];
  for (const node of activeNodes(snapshot)) {
    for (const invoke of node.invoke) {
      for (const output of outputsOf(String(invoke.src), snapshot, options))
        events.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject);
      events.push({ type: `xstate.error.actor.${invoke.id}`, error: offline } as EventObject);
      // No signal only where the step waits for it (a waiting state beside the call); elsewhere it
      // fails as `offline` does, already covered.
      if (node.parent?.states[waitingStateOf(node.key)] || node.id === QUEUE_SENDING_ID)
        events.push({ type: `xstate.error.actor.${invoke.id}`, error: noSignal } as EventObject);
      if (invoke.src === 'loadReport') events.push({ type: `xstate.error.actor.${invoke.id}`, error: gone } as EventObject);
      if (invoke.src === 'createReport' && snapshot.context.portal)
        events.push({ type: `xstate.error.actor.${invoke.id}`, error: tokenRefused } as EventObject);
      // The summary's update of a report an earlier (answer-lost) save already completed.
      if (invoke.src === 'updateReport' && activeScreen(snapshot) === 'summary')
        events.push({ type: `xstate.error.actor.${invoke.id}`, error: alreadySaved } as EventObject);
    }
    for (const delayed of node.after) events.push({ type: delayed.eventType });
  }
  // The signal returns while a step or the update queue waits for it.
  if (snapshot.hasTag(NO_SIGNAL_TAG) || snapshot.hasTag(ANSWERS_WAITING_TAG)) events.push({ type: 'CONNECTION.ONLINE' });
  // The last photo kept on the phone is up while the save waits for it.
  if (isIn(snapshot, 'waitingForPhotos')) events.push({ type: 'PHOTOS.UP' });
  const inWizard = snapshot.matches('wizard');
  // While the update queue sends or waits, only it and the signal move on: the reporter's next
  // Continue queues behind it by the same transitions as with the queue idle, and walking the
  // rest of the journey once more for each of its states would add no transition.
  if (inWizard && !snapshot.matches({ wizard: { updateQueue: 'idle' } } as never)) return events;
  if (inWizard && snapshot.matches({ wizard: { exitDialog: 'open' } } as never)) {
    events.push({ type: 'EXIT.QUIT' }, { type: 'EXIT.CANCEL' }, { type: 'EXIT.SEND_EMAIL', email: 'jan@example.sk' } as EventObject);
  }
  // The link went: leave, or stay and go on.
  if (inWizard && snapshot.matches({ wizard: { exitDialog: 'sent' } } as never))
    events.push({ type: 'EXIT.QUIT' }, { type: 'EXIT.CANCEL' });
  // The dialog is modal: the screen under it takes nothing while it is open.
  if (!inWizard || !snapshot.matches({ wizard: { exitDialog: 'closed' } } as never)) return events;

  const screen = activeScreen(snapshot);
  if (!screen) return events;
  // The summary waiting for the photos kept on the phone rests too: the person may still leave it.
  const waitingForPhotos = isIn(snapshot, 'waitingForPhotos');
  const resting =
    isIn(snapshot, 'editing') || isIn(snapshot, 'reviewing') || waitingForPhotos || screen === 'confirm' || isIn(snapshot, 'choosing');
  if (!resting) return events;
  if (EXIT_SCREENS.has(screen)) events.push({ type: 'EXIT' });
  // The phone prefixes' look-up answers once a visit, whenever it does: tried where a journey starts.
  if (screen === 'incident-scope' && snapshot.context.phonePrefixes.length === 1)
    events.push({ type: 'xstate.done.actor.loadPhonePrefixes', output: PHONE_PREFIXES } as EventObject);
  if (isIn(snapshot, 'editing')) {
    for (const patch of patchesFor(screen, snapshot.context)) events.push({ type: 'SUBMIT', patch } as EventObject);
    if (snapshot.context.error?.kind === 'lookup') events.push({ type: 'RETRY' });
  }
  if (screen === 'additional-attachments' && isIn(snapshot, 'editing')) {
    events.push({ type: 'ATTACHMENTS.CHANGED', attachments: [UPLOADED] } as EventObject);
  }
  if (screen === 'summary' && isIn(snapshot, 'reviewing')) {
    // Sent at once, or once the photos kept on the phone are up; one of them arriving first.
    events.push({ type: 'SUMMARY.SAVE' }, { type: 'SUMMARY.SAVE', photosWaiting: 1 } as EventObject);
    events.push({ type: 'ATTACHMENTS.CHANGED', attachments: [UPLOADED] } as EventObject);
  }
  if (screen === 'drafts' && isIn(snapshot, 'choosing')) {
    const id = snapshot.context.drafts[0]?.id ?? REPORT_ID;
    events.push(
      { type: 'DRAFTS.LOAD', id } as EventObject,
      { type: 'DRAFTS.START_NEW' },
      { type: 'DRAFTS.DELETE_ALL' },
      { type: 'DRAFTS.FORGET' },
    );
  }
  if (options.navigation) {
    // D24: "Zmeniť" of each block, i.e. each screen of the way to /summary (paths.ts changedFromSummary).
    if (screen === 'summary' && (isIn(snapshot, 'reviewing') || waitingForPhotos)) events.push(...summaryChanges(snapshot));
    events.push({ type: 'BACK' });
    for (const visited of snapshot.context.trail) events.push({ type: 'xstate.route', to: `#${visited}` } as EventObject);
    // A screen ahead of the journey: refused.
    events.push({ type: 'xstate.route', to: '#summary' } as EventObject);
  }
  return events;
}
