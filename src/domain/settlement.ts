/**
 * The rules of section 4, "Loss settlement" (SPEC §2 /incident-resolve-type,
 * /force-payout-to-aggrieved, /additional-bank): which ways of resolution are offered, whether the
 * direct payment to a contracted repair shop comes with a co-payment, who holds the payout account,
 * and the Yup schemas of the two choice screens. Pure: no React, no clock.
 */
import * as yup from 'yup';
import type { components } from './openapi.gen.ts';
import { bankAccountSchema, type BankAccountSchemaOptions } from './validation/bank-schema.ts';
import { messages } from './validation/messages.ts';
import { valueField } from './validation/schema-helpers.ts';
import { validateRequiredOption } from './validation/choices.ts';

type Schemas = components['schemas'];
export type ResolveType = NonNullable<Schemas['Incident']['resolveType']>;
type PolicyType = Schemas['PolicyType'];
type PartyType = 'PERSON' | 'BUSINESS';

/** SPEC §3 "Resolve type", in the order the screen offers them: the repair shop ways first. */
export const RESOLVE_TYPES = ['toService', 'inService', 'selfRepair'] as const satisfies readonly ResolveType[];

/** The ways that go on to /car-repair-map (SPEC §2: "Self repair goes to /additional-bank; otherwise /car-repair-map"). */
export const isRepairShopResolveType = (value: ResolveType | null | undefined): boolean => value === 'toService' || value === 'inService';

/**
 * SPEC §2 /incident-resolve-type: "If only the windshield is damaged, selfRepair is removed"
 * (the windshield-only answer of /incident-details is yes).
 */
export function offeredResolveTypes(incident: { specificAnswers?: { damagedWindshieldOnly?: boolean | null } | null }): ResolveType[] {
  const windshieldOnly = incident.specificAnswers?.damagedWindshieldOnly === true;
  return RESOLVE_TYPES.filter((type) => !(windshieldOnly && type === 'selfRepair'));
}

const oneOf = (value: unknown, allowed: readonly unknown[]) =>
  validateRequiredOption(value) ?? (allowed.includes(value) ? undefined : messages.requiredOption);

/** /incident-resolve-type: one of the offered ways (SPEC §5 "requiredOption"). */
export function resolveTypeSchema(offered: readonly ResolveType[]) {
  return yup.object({
    incident: yup.object({ resolveType: valueField((value) => oneOf(value, offered)) }),
  });
}

/**
 * SPEC §2 /force-payout-to-aggrieved: the direct payment to the repair shop is described "with or
 * without co-payment; PZP means without". From the responsible driver's liability cover (PZP) the
 * injured party pays nothing; from the reporter's own casco (CASCO) the contract's deductible
 * (spoluúčasť) is the reporter's.
 */
export const directPaymentHasCoPayment = (policyType: PolicyType | null | undefined): boolean => policyType !== 'PZP';

/** The two answers of /force-payout-to-aggrieved, as the form holds them. */
export const PAYOUT_CHOICES = ['repairShop', 'ownAccount'] as const;
export type PayoutChoice = (typeof PAYOUT_CHOICES)[number];

/** `forcePayoutToAggrieved` of the document ↔ the form's choice (null: not answered yet). */
export const payoutChoiceOf = (forced: boolean | null | undefined): PayoutChoice | null =>
  forced === true ? 'ownAccount' : forced === false ? 'repairShop' : null;

/**
 * /force-payout-to-aggrieved: the choice is required; with the payout to one's own account
 * ("if payout is forced, the bank widget is shown") the bank widget's rules apply, otherwise the
 * widget is hidden and not checked.
 */
export function forcePayoutSchema(bank: BankAccountSchemaOptions) {
  return yup.lazy((values: { incident?: { payoutTo?: unknown } } | undefined) =>
    yup.object({
      incident: yup.object({
        payoutTo: valueField((value) => oneOf(value, PAYOUT_CHOICES)),
        bankAccount: values?.incident?.payoutTo === 'ownAccount' ? bankAccountSchema(bank) : yup.mixed().nullable(),
      }),
    }),
  );
}

/** /additional-bank: the bank widget's rules under the document path the form uses. */
export function additionalBankSchema(bank: BankAccountSchemaOptions) {
  return yup.object({ incident: yup.object({ bankAccount: bankAccountSchema(bank) }) });
}

/**
 * Whose account the payout goes to, and so what identifies its holder (a person's birth number or
 * date of birth, a business's IČO). SPEC names the holder fields but not whose they are; the
 * product's answer: with CASCO (own-damage cover) the insured is paid; with PZP (a claim as the
 * injured party under another vehicle's liability, always so in scopes 3, 4, 34) the aggrieved
 * party. Either defaults to a person: the reporter, when no other party was named (D17 returns a
 * switched-back party to PERSON).
 */
export function accountHolderPartyType(
  parties: { insured?: { partyType?: PartyType | null } | null; aggrievedParty?: { partyType?: PartyType | null } | null },
  policyType: PolicyType | null | undefined,
): PartyType {
  const holder = policyType === 'CASCO' ? parties.insured : parties.aggrievedParty;
  return holder?.partyType === 'BUSINESS' ? 'BUSINESS' : 'PERSON';
}
