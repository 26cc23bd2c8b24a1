import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenId } from '../../machines/screens.ts';
import { INCIDENT_SCOPE_TITLE } from './incident-scope/title.ts';

/**
 * Each screen's heading (the page's h1 and document title). One table, so the shell, the sidebar
 * tests and the screens themselves name a screen the same way.
 */
export const SCREEN_TITLES: Record<ScreenId, MessageDescriptor> = {
  'incident-scope': INCIDENT_SCOPE_TITLE,
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

/** What a heading may depend on (SPEC §2 names SMP, scope and forced-payout variants). */
export interface TitleView {
  context: string;
  scope: string | null;
  forcePayoutToAggrieved: boolean | null | undefined;
  /** A contracted repair shop was chosen on /car-repair-map. */
  repairServiceChosen: boolean;
}

/**
 * The heading of a screen as this report sees it: SPEC's variants ("title has an SMP variant",
 * "title depends on scope", "title differs for scope12 and SMP"), else the screen's one title.
 */
export function screenTitle(id: ScreenId, view: TitleView): MessageDescriptor {
  const smp = view.context === 'SMP';
  switch (id) {
    case 'policy-type':
      return smp ? msg`Z ktorého poistenia chce klient škodu riešiť?` : SCREEN_TITLES[id];
    case 'additional-bank':
      return additionalBankTitle(view);
    case 'other-damage':
      if (smp) return msg`Aká iná škoda vznikla pri udalosti klienta?`;
      return view.scope === 'scope12' ? msg`Čo ešte bolo pri nehode poškodené?` : SCREEN_TITLES[id];
    default:
      return SCREEN_TITLES[id];
  }
}

/**
 * SPEC "/additional-bank: title depends on scope (scope13, 14, 134 variants unless payout is forced
 * to the aggrieved)". The heading says what this account is paid for: with a repair shop paid
 * directly for the vehicle, the other damage; else the vehicle with the property or the injury.
 */
function additionalBankTitle(view: TitleView): MessageDescriptor {
  // On SMP the agent is asked where the client's money goes, not "where shall we send you".
  const smp = view.context === 'SMP';
  if (view.forcePayoutToAggrieved === true) return smp ? msg`Kam máme klientovi poslať peniaze?` : SCREEN_TITLES['additional-bank'];
  const variants: Record<string, MessageDescriptor> = smp
    ? {
        scope13: msg`Kam máme klientovi poslať plnenie za vozidlo a poškodený majetok?`,
        scope14: msg`Kam máme klientovi poslať plnenie za vozidlo a zranenie?`,
        scope134: msg`Kam máme klientovi poslať plnenie za vozidlo, poškodený majetok a zranenie?`,
      }
    : {
        scope13: msg`Kam vám máme poslať plnenie za vozidlo a poškodený majetok?`,
        scope14: msg`Kam vám máme poslať plnenie za vozidlo a zranenie?`,
        scope134: msg`Kam vám máme poslať plnenie za vozidlo, poškodený majetok a zranenie?`,
      };
  const variant = variants[view.scope ?? ''];
  if (!variant) return smp ? msg`Kam máme klientovi poslať peniaze?` : SCREEN_TITLES['additional-bank'];
  if (!view.repairServiceChosen) return variant;
  return smp ? msg`Kam máme klientovi poslať plnenie za ostatné škody?` : msg`Kam vám máme poslať plnenie za ostatné škody?`;
}
