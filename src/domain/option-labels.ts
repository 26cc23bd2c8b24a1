import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResponsibleParty } from './incident-questions.ts';
import type { components } from './openapi.gen.ts';
import type { PolicyType } from './report.ts';
import type { PayoutChoice, ResolveType } from './settlement.ts';
import type { InspectionPlace } from './validation/address-schemas.ts';

/**
 * The one source of the words of every choice whose value is a code: the screen
 * that offers the choice renders its options from here, and the summary (/summary, the PDF, which
 * take summarySections' rows) restates the chosen one from here, so the reporter reads on the
 * summary, word for word, what they chose. Lingui messages (Slovak source, English in locales/en);
 * ids are those the screens had, so their English stays.
 *
 * Where the agent portal (SMP) words an option for the agent ("Klient …", "… klienta"), the option
 * has an `smp` wording, and the summary of an SMP report restates that wording (the agent saw it).
 * KZ and WEB read the reporter's wording. The options' descriptions are the screens' own: the
 * summary restates the choice, not its explanation.
 *
 * Not here, because the screen shows data, not a code: the scopes of damage (the server's tiles;
 * summary-labels.ts keeps their copy, tests/pdf/summary.test.ts compares the two), the reasons and
 * their groups (the reference data's labels, stored with the report), saved accounts (their masks).
 */

/** Whose wording: the reporter's (WEB, KZ) or the agent's (SMP). */
export type Wording = 'WEB' | 'SMP';

export const wordingOf = (context: string | null | undefined): Wording => (context === 'SMP' ? 'SMP' : 'WEB');

export interface OptionLabel {
  /** The reporter's wording (WEB and KZ). */
  readonly label: MessageDescriptor;
  /** The agent's wording on SMP, where it differs. */
  readonly smp?: MessageDescriptor;
}

/** The message of an option in the given wording. */
export const optionMessage = (option: OptionLabel, wording: Wording): MessageDescriptor =>
  (wording === 'SMP' && option.smp) || option.label;

/** The text of an option in the given wording and the language of `i18n`. */
export const optionText = (option: OptionLabel, wording: Wording, i18n: I18n): string => i18n._(optionMessage(option, wording));

// --- /incident-details: who caused it (D9, D11) ---------------------------------------------------

/**
 * Scope 1 asks about anyone at all (a person, an animal's owner, nobody): `myVehicle` reads "nobody
 * else" there. The other scopes ask about the vehicles in the accident.
 */
const RESPONSIBLE_PARTY_SCOPE1: Partial<Record<ResponsibleParty, OptionLabel>> = {
  myVehicle: { label: msg`Nikto iný` },
  otherVehicleOrPerson: { label: msg`Iné vozidlo alebo iná osoba` },
  unknown: { label: msg`Neviem` },
};

const RESPONSIBLE_PARTY: Record<ResponsibleParty, OptionLabel> = {
  myVehicle: { label: msg`Moje vozidlo`, smp: msg`Vozidlo klienta` },
  otherVehicle: { label: msg`Iné vozidlo` },
  otherVehicleOrPerson: { label: msg`Iné vozidlo alebo iná osoba` },
  notClearSharedResponsibility: { label: msg`Vina je spoločná alebo sporná` },
  unknown: { label: msg`Neviem` },
};

/**
 * "Who caused it" for a scope code: as /incident-details offers it for that scope. Scopes 3, 4, 34
 * are not asked and store `otherVehicle` (D9): "Iné vozidlo".
 */
export function responsiblePartyLabel(party: ResponsibleParty, scope: string | null | undefined): OptionLabel {
  return (scope === 'scope1' && RESPONSIBLE_PARTY_SCOPE1[party]) || RESPONSIBLE_PARTY[party];
}

// --- The answers of the yes/no questions (the questions are their steps', src/steps/) -------------

/** The two answers of every yes/no question (src/components/YesNo.tsx). */
export const ANSWER_LABELS = {
  yes: { label: msg`Áno` },
  no: { label: msg`Nie` },
} as const satisfies Record<'yes' | 'no', OptionLabel>;

export const answerLabel = (answer: boolean): OptionLabel => (answer ? ANSWER_LABELS.yes : ANSWER_LABELS.no);

// --- Health damage: /incident-details (own, object 4) and /other-damage-health -------------------

export type HealthDamage = NonNullable<components['schemas']['HealthDamageType']>;

export const HEALTH_DAMAGE_LABELS: Record<HealthDamage, OptionLabel> = {
  injury: { label: msg`Zranenie` },
  death: { label: msg`Úmrtie` },
};

// --- /windshield-damage-location ---------------------------------------------------------------------

export type WindshieldZone = NonNullable<components['schemas']['MyVehicle']['windshieldDamageLocation']>;

export const WINDSHIELD_LABELS: Record<WindshieldZone, OptionLabel> = {
  driverDamage: { label: msg`Zorné pole vodiča` },
  borderDamage: { label: msg`Okraj skla` },
  wholeDamage: { label: msg`Ostatná plocha skla` },
};

// --- /incident-resolve-type ----------------------------------------------------------------------------

export const RESOLVE_TYPE_LABELS: Record<ResolveType, OptionLabel> = {
  toService: { label: msg`Vozidlo odveziem do zmluvného servisu`, smp: msg`Klient odvezie vozidlo do zmluvného servisu` },
  inService: { label: msg`Vozidlo je už v servise`, smp: msg`Vozidlo klienta je už v servise` },
  selfRepair: { label: msg`Opravu si zabezpečím sám`, smp: msg`Klient si opravu zabezpečí sám` },
};

// --- /force-payout-to-aggrieved --------------------------------------------------------------------------

export const PAYOUT_LABELS: Record<PayoutChoice, OptionLabel> = {
  repairShop: { label: msg`Súhlasím s platbou priamo servisu` },
  ownAccount: { label: msg`Vyplatiť plnenie na môj účet`, smp: msg`Vyplatiť plnenie na účet klienta` },
};

// --- /incident-inspection-address ------------------------------------------------------------------------

export const INSPECTION_PLACE_LABELS: Record<InspectionPlace, OptionLabel> = {
  incident: { label: msg`Na adrese udalosti` },
  other: { label: msg`Na inej adrese` },
};

// --- The policy type: /policy-type, /alert-dont-have-casco, /alert-have-only-mini-casco -------------

/** What decides how a policy type reads: the report's facts, the same on the screen and the summary. */
export interface PolicyTypeFacts {
  /** The vehicle has mini-casco and no casco: CASCO is settled from the mini-casco. */
  miniCascoOnly: boolean;
  /** The reporter's own vehicle caused damage (object 2): PZP is the reporter's own liability cover. */
  ownLiability: boolean;
}

const POLICY_TYPE = {
  CASCO: { label: msg`Havarijné poistenie` },
  MINI_CASCO: { label: msg`Mini havarijné poistenie` },
  // The liability cover of whoever caused the damage to the reporter (objects 1, 3, 4).
  PZP_OF_CULPRIT: { label: msg`Povinné zmluvné poistenie vinníka` },
  // The reporter's own liability cover (object 2: scopes 2, 12).
  PZP_OWN: { label: msg`Povinné zmluvné poistenie (PZP)` },
} as const satisfies Record<string, OptionLabel>;

/** The facts of a report's incident that word its policy type. */
export function policyTypeFactsOf(incident: {
  scopesOfDamage?: ReadonlyArray<{ objectId?: number | null }> | null;
  availableProducts?: { casco?: boolean | null; minicasco?: boolean | null } | null;
}): PolicyTypeFacts {
  const products = incident.availableProducts;
  return {
    miniCascoOnly: products?.minicasco === true && products.casco !== true,
    ownLiability: (incident.scopesOfDamage ?? []).some((scope) => scope.objectId === 2),
  };
}

/**
 * A policy type as a choice (and the summary's "Druh poistenia"): casco, or mini-casco where that is
 * all the vehicle has; the liability cover of whoever caused the damage, or the reporter's own.
 */
export function policyTypeLabel(policyType: PolicyType, facts: PolicyTypeFacts): OptionLabel {
  if (policyType === 'CASCO') return facts.miniCascoOnly ? POLICY_TYPE.MINI_CASCO : POLICY_TYPE.CASCO;
  return facts.ownLiability ? POLICY_TYPE.PZP_OWN : POLICY_TYPE.PZP_OF_CULPRIT;
}

/** Every message of this table, for the catalogs' completeness test. */
export const ALL_OPTION_MESSAGES: readonly MessageDescriptor[] = (
  [
    ...Object.values(RESPONSIBLE_PARTY_SCOPE1),
    ...Object.values(RESPONSIBLE_PARTY),
    ...Object.values(ANSWER_LABELS),
    ...Object.values(HEALTH_DAMAGE_LABELS),
    ...Object.values(WINDSHIELD_LABELS),
    ...Object.values(RESOLVE_TYPE_LABELS),
    ...Object.values(PAYOUT_LABELS),
    ...Object.values(INSPECTION_PLACE_LABELS),
    ...Object.values(POLICY_TYPE),
  ] as OptionLabel[]
).flatMap((option) => [option.label, ...(option.smp ? [option.smp] : [])]);
