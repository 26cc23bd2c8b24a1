import { STEPS } from '../../steps/steps.ts';

/**
 * D24: which screen a /summary block's "Zmeniť" opens: the first of its screens that the way to
 * /summary passed (a block may be answered on different screens in different journeys, e.g. the
 * reporter on /aggrieved-party-details after /permission-confirmation-SMP). A block with none (the
 * operator's, from the portal) has no link. A step names the blocks it changes (src/steps/); the
 * blocks of screens without a step yet are listed here. Keys are summarySections' ids; the numbered
 * other-damage blocks ('damagedVehicle.2') go by their kind.
 */
const SCREENS_OF_BLOCK: Record<string, readonly string[]> = {
  reporter: ['reporter-details', 'aggrieved-party-details'],
  insured: ['reporter-details'],
  aggrieved: ['permission-confirmation-SMP', 'reporter-details'],
  incident: ['incident-map'],
  policy: ['general-info', 'policy-type'],
  bankAccount: ['additional-bank', 'force-payout-to-aggrieved'],
  resolution: ['incident-resolve-type', 'car-repair-map'],
  responsibleParty: ['responsible-party-details'],
  coresponsibleParty: ['co-responsible-party-details'],
  damagedVehicle: ['other-damage-vehicle'],
  damagedProperty: ['other-damage-property'],
  damagedHealth: ['other-damage-health'],
  additional: ['additional-attachments'],
  inspection: ['incident-inspection-address'],
  attachments: ['additional-attachments'],
};

/**
 * Rows asked on another screen than the rest of their block (keys `<block kind>.<row key>`): their
 * own "Zmeniť" opens that screen, the first of these the way passed. The incident's date and time
 * are asked with the plate (or with the culprit's plate), not on the map.
 */
const SCREENS_OF_ROW: Record<string, readonly string[]> = {
  'incident.date': ['general-info', 'responsible-party-details'],
  'policy.policyType': ['policy-type'],
  'circumstances.scopes': ['incident-scope'],
  'circumstances.reason': ['incident-reason', 'incident-reason-group'],
  'damage.windshieldLocation': ['windshield-damage-location'],
  'resolution.serviceName': ['car-repair-map'],
  'resolution.serviceAddress': ['car-repair-map'],
  'resolution.serviceContact': ['car-repair-map'],
  'resolution.payout': ['force-payout-to-aggrieved'],
};

/**
 * The screen that asked the row `rowId` of the block `sectionId`, when it is not the block's own
 * (screenToChange) and the way to /summary passed it; otherwise null: the block's "Zmeniť" covers it.
 */
export function rowScreenToChange(sectionId: string, rowId: string, visitedScreens: readonly string[]): string | null {
  const kind = sectionId.split('.')[0]!;
  const key = rowId.slice(sectionId.length + 1);
  const screen = (SCREENS_OF_ROW[`${kind}.${key}`] ?? []).find((candidate) => visitedScreens.includes(candidate)) ?? null;
  return screen && screen !== screenToChange(sectionId, visitedScreens) ? screen : null;
}

/** The screen the block `sectionId` is changed on, or null when the way to /summary passed none. */
export function screenToChange(sectionId: string, visitedScreens: readonly string[]): string | null {
  const kind = sectionId.split('.')[0]!;
  const ofSteps = STEPS.filter((step) => step.summary?.changes?.some((block) => block === kind)).map((step) => step.screen);
  return [...ofSteps, ...(SCREENS_OF_BLOCK[kind] ?? [])].find((screen) => visitedScreens.includes(screen)) ?? null;
}
