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

/** The screen the block `sectionId` is changed on, or null when the way to /summary passed none. */
export function screenToChange(sectionId: string, visitedScreens: readonly string[]): string | null {
  const kind = sectionId.split('.')[0]!;
  const ofSteps = STEPS.filter((step) => step.summary?.changes?.some((block) => block === kind)).map((step) => step.screen);
  return [...ofSteps, ...(SCREENS_OF_BLOCK[kind] ?? [])].find((screen) => visitedScreens.includes(screen)) ?? null;
}
