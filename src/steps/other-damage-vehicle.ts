import { otherDamageItemsStep } from './other-damage-items.ts';

/** /other-damage-vehicle (SPEC §2): the other damaged vehicles. */
export const otherDamageVehicleStep = otherDamageItemsStep('vehicle');
