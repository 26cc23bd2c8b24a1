import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenId } from '../../machines/screens.ts';

/**
 * Each screen's heading (the page's h1 and document title). One table, so the shell, the sidebar
 * tests and the screens themselves name a screen the same way.
 */
export const SCREEN_TITLES: Record<ScreenId, MessageDescriptor> = {
  'incident-scope': msg`Čo sa stalo?`,
  'general-info': msg`Základné údaje o udalosti`,
  'alert-dont-have-casco': msg`K vozidlu sme nenašli havarijné poistenie`,
  'alert-have-only-mini-casco': msg`Vozidlo má iba mini havarijné poistenie`,
  'alert-dont-have-liability': msg`K vozidlu sme nenašli povinné zmluvné poistenie`,
  'alert-dont-have-license-plate': msg`Vozidlo bez evidenčného čísla`,
  'permission-confirmation-SMP': msg`Potvrdenie oprávnenia`,
  'aggrieved-party-details': msg`Kontakt na poškodeného`,
  'reporter-details': msg`Kontaktné údaje`,
  'policy-type': msg`Z ktorého poistenia chcete škodu riešiť?`,
  'incident-map': msg`Kde sa udalosť stala?`,
  'car-repair-map': msg`Vyberte zmluvný servis`,
  'incident-details': msg`Popis udalosti`,
  'windshield-damage-location': msg`Kde je čelné sklo poškodené?`,
  'incident-reason-group': msg`Čo bolo príčinou udalosti?`,
  'incident-reason': msg`Upresnite príčinu udalosti`,
  'responsible-party-details': msg`Kto spôsobil škodu?`,
  'responsible-party-additional-details': msg`Údaje o vinníkovi`,
  'co-responsible-party-details': msg`Údaje o ďalšom účastníkovi`,
  'additional-bank': msg`Kam vám máme poslať peniaze?`,
  'incident-resolve-type': msg`Ako chcete škodu riešiť?`,
  'other-damage': msg`Vznikla aj iná škoda?`,
  'other-damage-vehicle': msg`Iné poškodené vozidlá`,
  'other-damage-property': msg`Iný poškodený majetok`,
  'other-damage-health': msg`Zranené osoby`,
  'force-payout-to-aggrieved': msg`Komu máme plnenie vyplatiť?`,
  'incident-inspection-address': msg`Kde si môžeme vozidlo obhliadnuť?`,
  'additional-attachments': msg`Prílohy`,
  summary: msg`Súhrn hlásenia`,
  confirm: msg`Hlásenie sme prijali`,
  drafts: msg`Rozpracované hlásenia`,
};
