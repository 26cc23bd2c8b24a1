import { describe, expect, it } from 'vitest';
import {
  accountHolderPartyType,
  additionalBankSchema,
  directPaymentHasCoPayment,
  forcePayoutSchema,
  isRepairShopResolveType,
  offeredResolveTypes,
  payoutChoiceOf,
  resolveTypeSchema,
} from '../../src/domain/settlement.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import { TODAY } from './support.ts';

const errorIds = async (schema: Parameters<typeof collectErrors>[0], values: unknown) =>
  Object.fromEntries(Object.entries(await collectErrors(schema, values)).map(([path, message]) => [path, message.id]));

describe('resolve types (SPEC §2 /incident-resolve-type)', () => {
  it.each([
    [{}, ['toService', 'inService', 'selfRepair']],
    [{ specificAnswers: { damagedWindshieldOnly: false } }, ['toService', 'inService', 'selfRepair']],
    [{ specificAnswers: { damagedWindshieldOnly: null } }, ['toService', 'inService', 'selfRepair']],
    [{ specificAnswers: { damagedWindshieldOnly: true } }, ['toService', 'inService']],
  ])('%j offers %j', (incident, offered) => {
    expect(offeredResolveTypes(incident)).toEqual(offered);
  });

  it('the repair shop ways go to the map, self repair does not', () => {
    expect([
      isRepairShopResolveType('toService'),
      isRepairShopResolveType('inService'),
      isRepairShopResolveType('selfRepair'),
      isRepairShopResolveType(null),
    ]).toEqual([true, true, false, false]);
  });

  it('requires one of the offered ways', async () => {
    const schema = resolveTypeSchema(['toService', 'inService']);
    expect(await errorIds(schema, { incident: { resolveType: 'toService' } })).toEqual({});
    expect(await errorIds(schema, { incident: { resolveType: null } })).toEqual({ 'incident.resolveType': 'validation.requiredOption' });
    expect(await errorIds(schema, { incident: { resolveType: 'selfRepair' } })).toEqual({
      'incident.resolveType': 'validation.requiredOption',
    });
  });
});

describe('forced payout (SPEC §2 /force-payout-to-aggrieved)', () => {
  it('the direct payment has a co-payment with CASCO, none with PZP', () => {
    expect(directPaymentHasCoPayment('CASCO')).toBe(true);
    expect(directPaymentHasCoPayment('PZP')).toBe(false);
  });

  it('reads the document’s answer as the form’s choice', () => {
    expect([payoutChoiceOf(true), payoutChoiceOf(false), payoutChoiceOf(null), payoutChoiceOf(undefined)]).toEqual([
      'ownAccount',
      'repairShop',
      null,
      null,
    ]);
  });

  it('requires the choice, and the bank account only for the payout to one’s own account', async () => {
    const schema = forcePayoutSchema({ today: TODAY, holderIdentification: false });
    const emptyAccount = { useSavedAccount: false, value: '', bic: 'TATRSKBXX' };
    expect(await errorIds(schema, { incident: { payoutTo: null, bankAccount: emptyAccount } })).toEqual({
      'incident.payoutTo': 'validation.requiredOption',
    });
    expect(await errorIds(schema, { incident: { payoutTo: 'repairShop', bankAccount: emptyAccount } })).toEqual({});
    expect(await errorIds(schema, { incident: { payoutTo: 'ownAccount', bankAccount: emptyAccount } })).toEqual({
      'incident.bankAccount.value': 'validation.required',
      'incident.bankAccount.bic': 'validation.bic',
    });
    expect(
      await errorIds(schema, {
        incident: { payoutTo: 'ownAccount', bankAccount: { useSavedAccount: false, value: 'SK31 1200 0000 1987 4263 7541', bic: '' } },
      }),
    ).toEqual({});
  });

  it('/additional-bank checks the widget under the document path', async () => {
    const schema = additionalBankSchema({ today: TODAY, holderIdentification: { partyType: 'PERSON' } });
    expect(await errorIds(schema, { incident: { bankAccount: { useSavedAccount: true, id: '' } } })).toEqual({
      'incident.bankAccount.id': 'validation.requiredOption',
    });
    expect(
      await errorIds(schema, {
        incident: {
          bankAccount: { useSavedAccount: false, value: 'SK31 1200 0000 1987 4263 7541', holderIdentificationNumber: '850315/1238' },
        },
      }),
    ).toEqual({
      'incident.bankAccount.holderIdentificationNumber': 'validation.birthNumberInvalid',
    });
  });
});

describe('the account holder (README decision)', () => {
  it.each([
    ['CASCO', {}, 'PERSON'],
    ['CASCO', { insured: { partyType: 'BUSINESS' } }, 'BUSINESS'],
    ['CASCO', { insured: { partyType: 'PERSON' }, aggrievedParty: { partyType: 'BUSINESS' } }, 'PERSON'],
    ['PZP', {}, 'PERSON'],
    ['PZP', { aggrievedParty: { partyType: 'BUSINESS' } }, 'BUSINESS'],
    ['PZP', { insured: { partyType: 'BUSINESS' }, aggrievedParty: { partyType: 'PERSON' } }, 'PERSON'],
    [null, { aggrievedParty: { partyType: 'BUSINESS' } }, 'BUSINESS'],
  ] as const)('with %s and %j the holder is a %s', (policyType, parties, expected) => {
    expect(accountHolderPartyType(parties, policyType)).toBe(expected);
  });
});
