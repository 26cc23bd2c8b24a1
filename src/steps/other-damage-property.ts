import { otherDamageItemsStep } from './other-damage-items.ts';

/** /other-damage-property (SPEC §2): the other damaged property. */
export const otherDamagePropertyStep = otherDamageItemsStep('property');
