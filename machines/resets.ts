import { isNobodyToBlame, RESPONSIBLE_PARTY_WHEN_NOBODY_TO_BLAME } from '../src/domain/incident-questions.ts';
import { CLEARED_BANK_ACCOUNT, type Incident, type OtherParty, type Parties } from '../src/domain/report.ts';
import { objectIdsOf } from './context.ts';
import { patchSets } from './merge.ts';
import type { ClientReport, ReportPatch } from './types.ts';

/**
 * SPEC §4 "Resets after initial load" and the toggles of SPEC §2 with DECISIONS D15-D19: what a
 * change made by a SUBMIT clears elsewhere in the document. Each reset compares the document
 * before and after the patch, so it runs on the event that causes it (never in a component) and
 * never on a loaded report. A value the same patch sets is kept (see `patchSets`).
 */

export interface ResetOutcome {
  report: ClientReport;
  /** D19: the list of saved accounts goes too. */
  clearSavedBankAccounts: boolean;
  /** Products are recomputed, so the policy type is derived again (SPEC §4). */
  forgetPolicyTypeChoice: boolean;
}
type Reset = (before: ClientReport, outcome: ResetOutcome, patch: ReportPatch) => ResetOutcome;

const withIncident = (outcome: ResetOutcome, incident: Partial<Incident>): ResetOutcome => ({
  ...outcome,
  report: { ...outcome.report, incident: { ...outcome.report.incident, ...incident } },
});

const withParty = <K extends keyof Parties>(outcome: ResetOutcome, key: K, party: Partial<NonNullable<Parties[K]>>): ResetOutcome => ({
  ...outcome,
  report: {
    ...outcome.report,
    parties: { ...outcome.report.parties, [key]: { ...outcome.report.parties[key], ...party } },
  },
});

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** SPEC §4 "changing scopes resets bank accounts"; D19: the saved list and the chosen id and value. */
const changingScopesResetsBankAccounts: Reset = (before, outcome, patch) => {
  if (sameSet(objectIdsOf(before.incident), objectIdsOf(outcome.report.incident))) return outcome;
  const next = patchSets(patch, ['incident', 'bankAccount'])
    ? outcome
    : withIncident(outcome, { bankAccount: { ...outcome.report.incident.bankAccount, id: null, value: null } });
  return { ...next, clearSavedBankAccounts: true, forgetPolicyTypeChoice: true };
};

/** SPEC §4 "changing resolve type resets the car repair service". */
const changingResolveTypeResetsCarRepairService: Reset = (before, outcome, patch) =>
  (before.incident.resolveType ?? null) !== (outcome.report.incident.resolveType ?? null) &&
  !patchSets(patch, ['incident', 'carRepairService'])
    ? withIncident(outcome, { carRepairService: null })
    : outcome;

/** SPEC §4 "changing reason resets specific answers". */
const changingReasonResetsSpecificAnswers: Reset = (before, outcome, patch) =>
  (before.incident.reason?.id ?? null) !== (outcome.report.incident.reason?.id ?? null) &&
  !patchSets(patch, ['incident', 'specificAnswers'])
    ? withIncident(outcome, { specificAnswers: {} })
    : outcome;

/**
 * D37: a reason nobody can have caused (weather, a rodent) stores "nobody else" as who caused it,
 * since /incident-details does not ask; a change from such a reason to another clears that
 * answer, so the question is asked afresh rather than answered by a choice nobody made.
 */
const changingReasonSetsWhoCausedIt: Reset = (before, outcome, patch) => {
  const was = before.incident.reason?.id ?? null;
  const is = outcome.report.incident.reason?.id ?? null;
  if (was === is || patchSets(patch, ['incident', 'responsibleParty'])) return outcome;
  if (isNobodyToBlame(is)) return withIncident(outcome, { responsibleParty: RESPONSIBLE_PARTY_WHEN_NOBODY_TO_BLAME });
  return isNobodyToBlame(was) ? withIncident(outcome, { responsibleParty: null }) : outcome;
};

/** SPEC §4 "toggling windshield-only removes the bigger-than-credit-card answer". */
const togglingWindshieldOnlyRemovesCreditCardAnswer: Reset = (before, outcome, patch) => {
  const was = before.incident.specificAnswers?.damagedWindshieldOnly ?? null;
  const answers = outcome.report.incident.specificAnswers ?? {};
  if (was === (answers.damagedWindshieldOnly ?? null)) return outcome;
  if (patchSets(patch, ['incident', 'specificAnswers', 'damagedWindshieldBiggerThenCreditCard'])) return outcome;
  return withIncident(outcome, { specificAnswers: { ...answers, damagedWindshieldBiggerThenCreditCard: null } });
};

/** SPEC §4 "toggling forced payout resets the bank account". */
const togglingForcedPayoutResetsBankAccount: Reset = (before, outcome, patch) =>
  (before.incident.forcePayoutToAggrieved ?? null) !== (outcome.report.incident.forcePayoutToAggrieved ?? null) &&
  !patchSets(patch, ['incident', 'bankAccount'])
    ? withIncident(outcome, { bankAccount: { ...CLEARED_BANK_ACCOUNT } })
    : outcome;

/** SPEC /other-damage: "a checkbox only my vehicle disables the tiles and clears the selection". */
const onlyMyVehicleClearsTheSelection: Reset = (_before, outcome) =>
  outcome.report.incident.onlyMyVehicle && (outcome.report.incident.otherDamage ?? []).length
    ? withIncident(outcome, { otherDamage: [] })
    : outcome;

/** SPEC §4 "deselecting an other-damage type clears its list". */
const deselectingOtherDamageTypeClearsItsList: Reset = (before, outcome, patch) => {
  const kept = new Set(outcome.report.incident.otherDamage ?? []);
  const lists = { VEHICLE: 'damagedVehicles', PROPERTY: 'damagedProperties', HEALTH: 'damagedHealths' } as const;
  let next = outcome;
  for (const kind of before.incident.otherDamage ?? []) {
    const list = lists[kind];
    if (!kept.has(kind) && !patchSets(patch, ['incident', list])) next = withIncident(next, { [list]: [] });
  }
  return next;
};

/**
 * SPEC /general-info "Ticking I don't have a plate clears the plate; unticking clears description
 * and policy id."
 */
const myVehicleNoPlateToggle: Reset = (before, outcome, patch) => {
  const had = before.incident.myVehicle?.hasLicensePlate ?? true;
  const vehicle = outcome.report.incident.myVehicle ?? { hasLicensePlate: true };
  if (had === vehicle.hasLicensePlate) return outcome;
  if (!vehicle.hasLicensePlate) {
    return patchSets(patch, ['incident', 'myVehicle', 'licensePlate'])
      ? outcome
      : withIncident(outcome, { myVehicle: { ...vehicle, licensePlate: null, licensePlateIsVerified: false } });
  }
  let next = outcome;
  if (!patchSets(patch, ['incident', 'myVehicle', 'description'])) {
    next = withIncident(next, { myVehicle: { ...vehicle, description: null } });
  }
  if (!patchSets(patch, ['incident', 'policyId'])) next = withIncident(next, { policyId: null, policyIdIsVerified: false });
  return next;
};

/**
 * SPEC /general-info "Changing plate or policy id resets verified flags and recomputes available
 * products"; D15: both flags. The products come again with the next update.
 */
const changingMyPlateOrPolicyResetsVerification: Reset = (before, outcome) => {
  const plateBefore = before.incident.myVehicle?.licensePlate ?? null;
  const plateAfter = outcome.report.incident.myVehicle?.licensePlate ?? null;
  const policyBefore = before.incident.policyId ?? null;
  const policyAfter = outcome.report.incident.policyId ?? null;
  if (plateBefore === plateAfter && policyBefore === policyAfter) return outcome;
  const vehicle = outcome.report.incident.myVehicle ?? { hasLicensePlate: true };
  return {
    ...withIncident(outcome, { myVehicle: { ...vehicle, licensePlateIsVerified: false }, policyIdIsVerified: false }),
    forgetPolicyTypeChoice: true,
  };
};

type OtherPartyKey = 'otherResponsibleParty' | 'otherCoresponsibleParty';

/**
 * D18 "Ticking 'responsible party's plate unknown' clears the plate and its verified flag;
 * unticking clears the policy number and its flag"; the co-responsible party's toggle "clears the
 * other" alike.
 */
const otherPartyPlateUnknownToggle =
  (key: OtherPartyKey): Reset =>
  (before, outcome, patch) => {
    const had = before.parties[key]?.hasLicensePlate ?? true;
    const party: OtherParty = outcome.report.parties[key] ?? { hasLicensePlate: true };
    if (had === party.hasLicensePlate) return outcome;
    if (!party.hasLicensePlate) {
      return patchSets(patch, ['parties', key, 'licensePlate'])
        ? outcome
        : withParty(outcome, key, { licensePlate: null, licensePlateIsVerified: false });
    }
    return patchSets(patch, ['parties', key, 'policyId'])
      ? outcome
      : withParty(outcome, key, { policyId: null, policyIdIsVerified: false });
  };

/** SPEC /responsible-party-details "Editing plate or policy id resets verified flags"; D15: both. */
const changingOtherPartyPlateOrPolicyResetsVerification =
  (key: OtherPartyKey): Reset =>
  (before, outcome) => {
    const was = before.parties[key];
    const is = outcome.report.parties[key];
    if ((was?.licensePlate ?? null) === (is?.licensePlate ?? null) && (was?.policyId ?? null) === (is?.policyId ?? null)) {
      return outcome;
    }
    return withParty(outcome, key, { licensePlateIsVerified: false, policyIdIsVerified: false });
  };

/**
 * SPEC /reporter-details "switching back clears the party's name fields"; D17: first name, last
 * name and business name, and the party type returns to PERSON. "Switching back" is the
 * "different insured" / "different aggrieved" toggle turned off, i.e. the reporter is the same
 * again.
 */
const switchingBackClearsPartyNames =
  (toggle: 'isSameAsInsured' | 'isSameAsAggrieved', key: 'insured' | 'aggrievedParty'): Reset =>
  (before, outcome, patch) => {
    const was = before.parties.reporter?.[toggle] ?? true;
    const is = outcome.report.parties.reporter?.[toggle] ?? true;
    if (was || !is) return outcome;
    const names = ['firstName', 'lastName', 'businessName', 'partyType'] as const;
    const cleared = Object.fromEntries(
      names.filter((name) => !patchSets(patch, ['parties', key, name])).map((name) => [name, name === 'partyType' ? 'PERSON' : null]),
    );
    return withParty(outcome, key, cleared);
  };

/**
 * SPEC /permission-confirmation-SMP "An alternative-identification toggle clears the
 * identification number or the date of birth"; D16: switching to the alternative clears the
 * identification number, switching back clears the date of birth.
 */
const alternativeIdentificationToggle: Reset = (before, outcome, patch) => {
  const was = before.parties.aggrievedParty?.useAlternativeIdentification ?? false;
  const is = outcome.report.parties.aggrievedParty?.useAlternativeIdentification ?? false;
  if (was === is) return outcome;
  const field = is ? 'identificationNumber' : 'dateOfBirth';
  return patchSets(patch, ['parties', 'aggrievedParty', field]) ? outcome : withParty(outcome, 'aggrievedParty', { [field]: null });
};

/** Every reset, by the rule it implements; applied in this order after each SUBMIT's merge. */
export const RESETS = {
  changingScopesResetsBankAccounts,
  changingResolveTypeResetsCarRepairService,
  changingReasonResetsSpecificAnswers,
  changingReasonSetsWhoCausedIt,
  togglingWindshieldOnlyRemovesCreditCardAnswer,
  togglingForcedPayoutResetsBankAccount,
  onlyMyVehicleClearsTheSelection,
  deselectingOtherDamageTypeClearsItsList,
  myVehicleNoPlateToggle,
  changingMyPlateOrPolicyResetsVerification,
  responsiblePlateUnknownToggle: otherPartyPlateUnknownToggle('otherResponsibleParty'),
  coresponsiblePlateOrPolicyToggle: otherPartyPlateUnknownToggle('otherCoresponsibleParty'),
  changingResponsiblePlateOrPolicyResetsVerification: changingOtherPartyPlateOrPolicyResetsVerification('otherResponsibleParty'),
  changingCoresponsiblePlateOrPolicyResetsVerification: changingOtherPartyPlateOrPolicyResetsVerification('otherCoresponsibleParty'),
  switchingBackClearsInsuredNames: switchingBackClearsPartyNames('isSameAsInsured', 'insured'),
  switchingBackClearsAggrievedNames: switchingBackClearsPartyNames('isSameAsAggrieved', 'aggrievedParty'),
  alternativeIdentificationToggle,
} satisfies Record<string, Reset>;

export function applyResets(before: ClientReport, after: ClientReport, patch: ReportPatch): ResetOutcome {
  let outcome: ResetOutcome = { report: after, clearSavedBankAccounts: false, forgetPolicyTypeChoice: false };
  for (const reset of Object.values(RESETS)) outcome = reset(before, outcome, patch);
  return outcome;
}
