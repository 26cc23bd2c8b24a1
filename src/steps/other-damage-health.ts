import { otherDamageItemsStep } from './other-damage-items.ts';

/** /other-damage-health (SPEC §2): the injured people. */
export const otherDamageHealthStep = otherDamageItemsStep('health');
