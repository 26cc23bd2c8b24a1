import { afterAll, describe, expect, it } from 'vitest';
import { applySubmit, storeUpdateAnswer } from '../../machines/actions.ts';
import { RESETS } from '../../machines/resets.ts';
import type { ClaimReportContext, ReportPatch, ScreenId } from '../../machines/types.ts';
import { PRODUCTS } from './support/fakes.ts';
import { contextFor, routeOf, scopesOf, startAt, submit, type Given } from './support/harness.ts';

/**
 * SPEC §4 "Resets after initial load", the toggles of SPEC §2 and D15-D20: each is checked on the
 * SUBMIT that causes it (the machine's applySubmit action), and on the document the next update
 * sends. A value the same SUBMIT sets is never erased.
 */

const tested = new Set<string>();
const reset = (name: keyof typeof RESETS) => {
  tested.add(name);
  return name;
};

function submitted(screen: ScreenId, given: Given, patch: ReportPatch, tweak: (context: ClaimReportContext) => void = () => {}) {
  const context = contextFor(screen, given);
  tweak(context);
  const change = applySubmit(context, patch, screen);
  return { ...context, ...change };
}

const ACCOUNT = { id: 'BA-1', value: 'SK2611000000002620110007', bic: 'TATRSKBX' };
const SERVICE = { objId: 'SHOP-01', companyName: 'Autoservis Tatry' };

describe(reset('changingScopesResetsBankAccounts'), () => {
  it('SPEC §4 "changing scopes resets bank accounts"; D19: the saved list and the chosen id and value', () => {
    const after = submitted(
      'incident-scope',
      { scope: 'scope1', report: { incident: { bankAccount: ACCOUNT } } },
      { incident: { scopesOfDamage: scopesOf('scope13') } },
      (c) => {
        c.availableBankAccounts = [{ id: 'BA-1', mask: 'SK** **** **** **** **** 0007' }];
      },
    );
    expect(after.availableBankAccounts).toEqual([]);
    expect(after.report.incident.bankAccount).toEqual({ ...ACCOUNT, id: null, value: null });
  });

  it('the same scopes again keep them', () => {
    const after = submitted(
      'incident-scope',
      { scope: 'scope13', report: { incident: { bankAccount: ACCOUNT } } },
      { incident: { scopesOfDamage: [{ objectId: 3 }, { objectId: 1 }] } },
      (c) => {
        c.availableBankAccounts = [{ id: 'BA-1', mask: 'SK** **** **** **** **** 0007' }];
      },
    );
    expect(after.availableBankAccounts).toHaveLength(1);
    expect(after.report.incident.bankAccount).toEqual(ACCOUNT);
  });

  it('the update after the change sends the cleared account', async () => {
    const { actor, calls } = startAt('incident-scope', { scope: 'scope1', report: { incident: { bankAccount: ACCOUNT } } });
    await submit(actor, { incident: { scopesOfDamage: scopesOf('scope2') } });
    const update = calls.find((call) => call.actor === 'updateReport')?.input as { body: { incident: { bankAccount: unknown } } };
    expect(update.body.incident.bankAccount).toMatchObject({ id: null, value: null });
  });
});

describe(reset('changingResolveTypeResetsCarRepairService'), () => {
  it('SPEC §4 "changing resolve type resets the car repair service"', () => {
    const after = submitted(
      'incident-resolve-type',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { resolveType: 'toService', carRepairService: SERVICE } } },
      { incident: { resolveType: 'selfRepair' } },
    );
    expect(after.report.incident.carRepairService).toBeNull();
  });
  it('the same resolve type keeps the service', () => {
    const after = submitted(
      'incident-resolve-type',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { resolveType: 'toService', carRepairService: SERVICE } } },
      { incident: { resolveType: 'toService' } },
    );
    expect(after.report.incident.carRepairService).toEqual(SERVICE);
  });
});

const REASON_A = { id: '1_ACCIDENT_MOVING', label: { sk: 'a', en: 'a' } };
const REASON_B = { id: '1_HAIL', label: { sk: 'b', en: 'b' } };

describe(reset('changingReasonResetsSpecificAnswers'), () => {
  it('SPEC §4 "changing reason resets specific answers"', () => {
    const after = submitted(
      'incident-reason',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_A, specificAnswers: { policeInvestigated: true } } } },
      { incident: { reason: REASON_B } },
    );
    expect(after.report.incident.specificAnswers).toEqual({});
  });
  it('the same reason keeps them', () => {
    const after = submitted(
      'incident-reason',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_A, specificAnswers: { policeInvestigated: true } } } },
      { incident: { reason: REASON_A } },
    );
    expect(after.report.incident.specificAnswers).toEqual({ policeInvestigated: true });
  });
});

describe(reset('changingReasonSetsWhoCausedIt'), () => {
  const REASON_RODENT = { id: '1_RODENT', label: { sk: 'c', en: 'c' } };
  it('D37: hail (or a rodent) stores "nobody else", and the next update sends it', async () => {
    const after = submitted(
      'incident-reason',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_A, responsibleParty: 'otherVehicleOrPerson' } } },
      { incident: { reason: REASON_B } },
    );
    expect(after.report.incident.responsibleParty).toBe('myVehicle');
    const { actor, calls } = startAt('incident-reason', { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_A } } });
    await submit(actor, { incident: { reason: REASON_RODENT } });
    const update = calls.find((call) => call.actor === 'updateReport')?.input as { body: { incident: { responsibleParty: unknown } } };
    expect(update.body.incident.responsibleParty).toBe('myVehicle');
  });
  it('leaving such a reason for another clears it: the question is asked afresh, not answered for the person', () => {
    const after = submitted(
      'incident-reason',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_B, responsibleParty: 'myVehicle' } } },
      { incident: { reason: REASON_A } },
    );
    expect(after.report.incident.responsibleParty).toBeNull();
  });
  it('between two reasons that ask, the answer given stays', () => {
    const REASON_C = { id: '1_ACCIDENT_PARKING', label: { sk: 'd', en: 'd' } };
    const after = submitted(
      'incident-reason',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { reason: REASON_A, responsibleParty: 'otherVehicleOrPerson' } } },
      { incident: { reason: REASON_C } },
    );
    expect(after.report.incident.responsibleParty).toBe('otherVehicleOrPerson');
  });
});

describe(reset('togglingWindshieldOnlyRemovesCreditCardAnswer'), () => {
  const given: Given = {
    scope: 'scope1',
    policy: 'CASCO',
    report: { incident: { specificAnswers: { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false } } },
  };
  it('SPEC §4 "toggling windshield-only removes the bigger-than-credit-card answer"', () => {
    const after = submitted('incident-details', given, { incident: { specificAnswers: { damagedWindshieldOnly: false } } });
    expect(after.report.incident.specificAnswers).toEqual({ damagedWindshieldOnly: false, damagedWindshieldBiggerThenCreditCard: null });
  });
  it('an answer given in the same SUBMIT stays', () => {
    const off = submitted(
      'incident-details',
      { ...given, report: { incident: { specificAnswers: { damagedWindshieldOnly: false } } } },
      { incident: { specificAnswers: { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: true } } },
    );
    expect(off.report.incident.specificAnswers?.damagedWindshieldBiggerThenCreditCard).toBe(true);
  });
});

describe(reset('togglingForcedPayoutResetsBankAccount'), () => {
  it('SPEC §4 "toggling forced payout resets the bank account" (every field, so the server clears it too)', () => {
    const after = submitted(
      'force-payout-to-aggrieved',
      { scope: 'scope13', policy: 'PZP', report: { incident: { forcePayoutToAggrieved: true, bankAccount: ACCOUNT } } },
      { incident: { forcePayoutToAggrieved: false } },
    );
    expect(after.report.incident.bankAccount).toEqual({
      id: null,
      value: null,
      bic: null,
      holderIdentificationNumber: null,
      holderDateOfBirth: null,
      holderBusinessId: null,
    });
  });
  it('the account entered with the forced payout stays', () => {
    const after = submitted(
      'force-payout-to-aggrieved',
      { scope: 'scope13', policy: 'PZP', report: { incident: { forcePayoutToAggrieved: false } } },
      { incident: { forcePayoutToAggrieved: true, bankAccount: ACCOUNT } },
    );
    expect(after.report.incident.bankAccount).toEqual(ACCOUNT);
  });
});

const VEHICLES = [{ hasLicensePlate: true, licensePlate: 'NR555EE' }];
const PROPERTIES = [{ partyType: 'PERSON' as const, lastName: 'Malá' }];

describe(reset('deselectingOtherDamageTypeClearsItsList'), () => {
  it('SPEC §4 "deselecting an other-damage type clears its list" (the others stay)', () => {
    const after = submitted(
      'other-damage',
      {
        scope: 'scope2',
        policy: 'PZP',
        report: { incident: { otherDamage: ['VEHICLE', 'PROPERTY'], damagedVehicles: VEHICLES, damagedProperties: PROPERTIES } },
      },
      { incident: { otherDamage: ['PROPERTY'] } },
    );
    expect(after.report.incident.damagedVehicles).toEqual([]);
    expect(after.report.incident.damagedProperties).toEqual(PROPERTIES);
  });
});

describe(reset('onlyMyVehicleClearsTheSelection'), () => {
  it('SPEC /other-damage "a checkbox only my vehicle disables the tiles and clears the selection" (and so the lists)', () => {
    const after = submitted(
      'other-damage',
      { scope: 'scope1', policy: 'CASCO', report: { incident: { otherDamage: ['VEHICLE'], damagedVehicles: VEHICLES } } },
      { incident: { onlyMyVehicle: true } },
    );
    expect(after.report.incident.otherDamage).toEqual([]);
    expect(after.report.incident.damagedVehicles).toEqual([]);
  });
});

describe(reset('myVehicleNoPlateToggle'), () => {
  it('SPEC /general-info "Ticking I don\'t have a plate clears the plate"', () => {
    const after = submitted(
      'general-info',
      { scope: 'scope1' },
      { incident: { myVehicle: { hasLicensePlate: false, description: 'Skúter' } } },
    );
    expect(after.report.incident.myVehicle).toMatchObject({
      hasLicensePlate: false,
      licensePlate: null,
      licensePlateIsVerified: false,
      description: 'Skúter',
    });
  });
  it('"unticking clears description and policy id"', () => {
    const after = submitted(
      'general-info',
      { scope: 'scope1', plate: false, report: { incident: { policyId: '5010000099', policyIdIsVerified: true } } },
      { incident: { myVehicle: { hasLicensePlate: true, licensePlate: 'ba 111-aa' } } },
    );
    expect(after.report.incident.myVehicle).toMatchObject({ hasLicensePlate: true, licensePlate: 'BA111AA', description: null });
    expect(after.report.incident).toMatchObject({ policyId: null, policyIdIsVerified: false });
  });
});

describe(reset('changingMyPlateOrPolicyResetsVerification'), () => {
  it('SPEC /general-info "Changing plate or policy id resets verified flags and recomputes available products" (D15: both flags)', () => {
    const after = submitted(
      'general-info',
      { scope: 'scope1', policy: 'PZP', report: { incident: { policyId: '4010000011', policyIdIsVerified: true } } },
      { incident: { myVehicle: { licensePlate: 'KE333CC' } } },
    );
    expect(after.report.incident.myVehicle?.licensePlateIsVerified).toBe(false);
    expect(after.report.incident.policyIdIsVerified).toBe(false);
    // The products come again with the update, and the policy type is derived from them.
    expect(after.policyTypeChosen).toBe(false);
  });
  it('the same plate keeps the flags', () => {
    const after = submitted('general-info', { scope: 'scope1' }, { incident: { myVehicle: { licensePlate: 'BA111AA' } } });
    expect(after.report.incident.myVehicle?.licensePlateIsVerified).toBe(true);
  });
});

describe(reset('responsiblePlateUnknownToggle'), () => {
  const party = { hasLicensePlate: true, licensePlate: 'BA888HH', licensePlateIsVerified: true, policyId: null };
  it('D18: ticking "plate unknown" clears the plate and its verified flag', () => {
    const after = submitted(
      'responsible-party-details',
      { scope: 'scope3', report: { parties: { otherResponsibleParty: party } } },
      { parties: { otherResponsibleParty: { hasLicensePlate: false } } },
    );
    expect(after.report.parties.otherResponsibleParty).toMatchObject({
      hasLicensePlate: false,
      licensePlate: null,
      licensePlateIsVerified: false,
    });
  });
  it('D18: unticking clears the policy number and its flag', () => {
    const after = submitted(
      'responsible-party-details',
      {
        scope: 'scope3',
        report: { parties: { otherResponsibleParty: { hasLicensePlate: false, policyId: '4010000098', policyIdIsVerified: true } } },
      },
      { parties: { otherResponsibleParty: { hasLicensePlate: true, licensePlate: 'BA888HH' } } },
    );
    expect(after.report.parties.otherResponsibleParty).toMatchObject({
      policyId: null,
      policyIdIsVerified: false,
      licensePlate: 'BA888HH',
    });
  });
});

describe(reset('coresponsiblePlateOrPolicyToggle'), () => {
  it('/co-responsible-party-details: "plate (upper-cased) or policy id (toggle clears the other)"', () => {
    const after = submitted(
      'co-responsible-party-details',
      { scope: 'scope2', report: { parties: { otherCoresponsibleParty: { hasLicensePlate: true, licensePlate: 'KE333CC' } } } },
      { parties: { otherCoresponsibleParty: { hasLicensePlate: false, policyId: '4010000098' } } },
    );
    expect(after.report.parties.otherCoresponsibleParty).toMatchObject({ licensePlate: null, policyId: '4010000098' });
    const back = submitted(
      'co-responsible-party-details',
      { scope: 'scope2', report: { parties: { otherCoresponsibleParty: { hasLicensePlate: false, policyId: '4010000098' } } } },
      { parties: { otherCoresponsibleParty: { hasLicensePlate: true, licensePlate: 'ke333cc' } } },
    );
    expect(back.report.parties.otherCoresponsibleParty).toMatchObject({ licensePlate: 'KE333CC', policyId: null });
  });
});

describe(reset('changingResponsiblePlateOrPolicyResetsVerification'), () => {
  it('/responsible-party-details "Editing plate or policy id resets verified flags" (D15: both)', () => {
    const after = submitted(
      'responsible-party-details',
      {
        scope: 'scope3',
        report: {
          parties: {
            otherResponsibleParty: {
              hasLicensePlate: true,
              licensePlate: 'BA888HH',
              licensePlateIsVerified: true,
              policyIdIsVerified: true,
            },
          },
        },
      },
      { parties: { otherResponsibleParty: { licensePlate: 'TN000XX' } } },
    );
    expect(after.report.parties.otherResponsibleParty).toMatchObject({ licensePlateIsVerified: false, policyIdIsVerified: false });
  });
});

describe(reset('changingCoresponsiblePlateOrPolicyResetsVerification'), () => {
  it('D15 for the co-responsible party', () => {
    const after = submitted(
      'co-responsible-party-details',
      {
        scope: 'scope2',
        report: { parties: { otherCoresponsibleParty: { hasLicensePlate: true, licensePlate: 'KE333CC', licensePlateIsVerified: true } } },
      },
      { parties: { otherCoresponsibleParty: { licensePlate: 'BA888HH' } } },
    );
    expect(after.report.parties.otherCoresponsibleParty?.licensePlateIsVerified).toBe(false);
  });
});

describe(reset('switchingBackClearsInsuredNames'), () => {
  it('/reporter-details "switching back clears the party\'s name fields"; D17: names, business name, PERSON', () => {
    const after = submitted(
      'reporter-details',
      {
        scope: 'scope1',
        report: {
          parties: {
            reporter: { isSameAsInsured: false },
            insured: { partyType: 'BUSINESS', firstName: 'A', lastName: 'B', businessName: 'Firma' },
          },
        },
      },
      { parties: { reporter: { isSameAsInsured: true } } },
    );
    expect(after.report.parties.insured).toEqual({ partyType: 'PERSON', firstName: null, lastName: null, businessName: null });
  });
});

describe(reset('switchingBackClearsAggrievedNames'), () => {
  it('D17 for the different-aggrieved toggle', () => {
    const after = submitted(
      'reporter-details',
      {
        scope: 'scope1',
        report: { parties: { reporter: { isSameAsAggrieved: false }, aggrievedParty: { firstName: 'Eva', lastName: 'Malá' } } },
      },
      { parties: { reporter: { isSameAsAggrieved: true } } },
    );
    expect(after.report.parties.aggrievedParty).toMatchObject({ firstName: null, lastName: null, businessName: null, partyType: 'PERSON' });
  });
  it('on /permission-confirmation-SMP the names typed in the same SUBMIT stay, and the reporter is filled in (D6)', () => {
    const after = submitted(
      'permission-confirmation-SMP',
      { scope: 'scope3', policy: 'PZP', portal: 'SMP', report: { parties: { reporter: { isSameAsAggrieved: false } } } },
      { parties: { reporter: { isSameAsAggrieved: true }, aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Malá' } } },
    );
    expect(after.report.parties.aggrievedParty).toMatchObject({ firstName: 'Eva', lastName: 'Malá' });
    expect(after.report.parties.reporter).toMatchObject({ firstName: 'Eva', lastName: 'Malá', isSameAsAggrieved: true });
  });
});

describe(reset('alternativeIdentificationToggle'), () => {
  it('D16: switching to the alternative clears the identification number', () => {
    const after = submitted(
      'permission-confirmation-SMP',
      {
        scope: 'scope3',
        portal: 'SMP',
        report: { parties: { aggrievedParty: { identificationNumber: '8551231238', useAlternativeIdentification: false } } },
      },
      { parties: { aggrievedParty: { useAlternativeIdentification: true, dateOfBirth: '1985-01-23' } } },
    );
    expect(after.report.parties.aggrievedParty).toMatchObject({ identificationNumber: null, dateOfBirth: '1985-01-23' });
  });
  it('D16: switching back clears the date of birth', () => {
    const after = submitted(
      'permission-confirmation-SMP',
      {
        scope: 'scope3',
        portal: 'SMP',
        report: { parties: { aggrievedParty: { dateOfBirth: '1985-01-23', useAlternativeIdentification: true } } },
      },
      { parties: { aggrievedParty: { useAlternativeIdentification: false, identificationNumber: '8551231238' } } },
    );
    expect(after.report.parties.aggrievedParty).toMatchObject({ identificationNumber: '8551231238', dateOfBirth: null });
  });
});

describe('continue rules of single screens', () => {
  it('/incident-scope: "the original scope of damage is reset on entry"', () => {
    const after = submitted(
      'incident-scope',
      { scope: 'scope3', report: { incident: { originalScopeOfDamage: 'scope1' } } },
      { incident: { scopesOfDamage: scopesOf('scope1') } },
    );
    expect(after.report.incident.originalScopeOfDamage).toBeNull();
  });

  it.each(['scope12', 'scope13', 'scope14', 'scope134'] as const)(
    '/incident-scope: "Scopes 12, 13, 14, 134 on SMP clear the stored policyId" (%s)',
    (scope) => {
      const after = submitted(
        'incident-scope',
        { scope: 'scope1', portal: 'SMP', report: { incident: { policyId: '4010000077', policyIdIsVerified: true } } },
        { incident: { scopesOfDamage: scopesOf(scope) } },
      );
      expect(after.report.incident).toMatchObject({ policyId: null, policyIdIsVerified: false });
    },
  );

  it.each([
    ['scope1 on SMP', 'scope1', 'SMP'],
    ['scope13 on WEB', 'scope13', 'WEB'],
    ['scope13 on KZ', 'scope13', 'KZ'],
  ] as const)('/incident-scope keeps the policy id for %s', (_name, scope, portal) => {
    const after = submitted(
      'incident-scope',
      { scope: 'scope2', portal, report: { incident: { policyId: '4010000077' } } },
      { incident: { scopesOfDamage: scopesOf(scope) } },
    );
    expect(after.report.incident.policyId).toBe('4010000077');
  });

  it.each(['WEB', 'SMP', 'KZ'] as const)(
    '/alert-dont-have-license-plate: scope1 is remembered as the original and becomes objectId 3 (D20, %s)',
    (portal) => {
      const context = contextFor('alert-dont-have-license-plate', { scope: 'scope1', portal, plate: false });
      context.scopesOfDamageOptions = [
        { objectId: 3, kind: { sk: 'Majetok', en: 'Property' }, kindSmp: { sk: 'Majetok', en: 'Property' } },
      ];
      const after = applySubmit(context, {}, 'alert-dont-have-license-plate');
      expect(after.report?.incident).toMatchObject({
        originalScopeOfDamage: 'scope1',
        scopesOfDamage: [{ objectId: 3, kind: { sk: 'Majetok', en: 'Property' } }],
      });
    },
  );

  it('/alert-dont-have-license-plate leaves other scopes as they are', () => {
    const after = submitted('alert-dont-have-license-plate', { scope: 'scope13', plate: false }, {});
    expect(after.report.incident).toMatchObject({ scopesOfDamage: scopesOf('scope13') });
    expect(after.report.incident.originalScopeOfDamage ?? null).toBeNull();
  });

  it('the no-plate alert for scope1 then routes as scope3 (SMP: /permission-confirmation-SMP), and /general-info restores scope1', async () => {
    const { actor } = startAt('alert-dont-have-license-plate', { scope: 'scope1', portal: 'SMP', plate: false });
    const alerted = await submit(actor);
    expect(routeOf(alerted)).toBe('/permission-confirmation-SMP');
    expect(alerted.context.report.incident.scopesOfDamage?.map((s) => s.objectId)).toEqual([3]);
    const back = submitted(
      'general-info',
      { scope: 'scope3', plate: false, report: { incident: { originalScopeOfDamage: 'scope1' } } },
      {},
    );
    expect(back.report.incident).toMatchObject({ scopesOfDamage: [{ objectId: 1 }], originalScopeOfDamage: null });
  });
});

describe('SPEC §4 policy type after each update', () => {
  const answer = (products: (typeof PRODUCTS)[keyof typeof PRODUCTS], defaultPolicyType: 'PZP' | 'CASCO') => ({
    incident: { availableProducts: products, defaultPolicyType, policyIdIsVerified: false },
    availableBankAccounts: [],
    meta: { version: 1, updatedAt: '' },
  });
  it.each(['scope2', 'scope3', 'scope4', 'scope34'] as const)(
    '"PZP when the scopes are only 2, 3, 4 or 3+4" (%s, even with casco, even chosen)',
    (scope) => {
      const context = contextFor('incident-scope', { scope, policy: 'CASCO' });
      expect(storeUpdateAnswer(context, answer(PRODUCTS.casco, 'PZP')).report?.incident.policyType).toBe('PZP');
    },
  );
  it('"otherwise CASCO if a casco product is available"', () => {
    const context = contextFor('general-info', { scope: 'scope13' });
    expect(storeUpdateAnswer(context, answer(PRODUCTS.casco, 'CASCO')).report?.incident.policyType).toBe('CASCO');
  });
  it('"otherwise PZP"', () => {
    const context = contextFor('general-info', { scope: 'scope1' });
    expect(storeUpdateAnswer(context, answer(PRODUCTS.miniOnly, 'PZP')).report?.incident.policyType).toBe('PZP');
  });
  it('a type the reporter chose (/policy-type, alerts) stands', () => {
    const context = contextFor('policy-type', { scope: 'scope13', policy: 'PZP' });
    expect(storeUpdateAnswer(context, answer(PRODUCTS.casco, 'CASCO')).report?.incident.policyType).toBe('PZP');
  });
  it("the portal's poistenie stands where the scopes allow a choice", () => {
    const context = contextFor('general-info', { scope: 'scope1', portal: 'SMP' });
    context.portal = { ...context.portal, insurance: 'PZP' };
    expect(storeUpdateAnswer(context, answer(PRODUCTS.casco, 'CASCO')).report?.incident.policyType).toBe('PZP');
  });
  it('a choice submitted on /policy-type is remembered as chosen', () => {
    const context = contextFor('policy-type', { scope: 'scope13' });
    expect(applySubmit(context, { incident: { policyType: 'PZP' } }, 'policy-type').policyTypeChosen).toBe(true);
  });
});

afterAll(() => {
  console.log(`resets tested: ${tested.size}/${Object.keys(RESETS).length}`);
});

describe('every reset has its test', () => {
  it('lists RESETS and this file tests each', () => {
    expect([...tested].sort()).toEqual(Object.keys(RESETS).sort());
  });
});
