import { describe, expect, it } from 'vitest';
import { nextSteps, nextStepsInputOf, type NextStepsInput } from '../../src/domain/next-steps.ts';

const base: NextStepsInput = {
  scope: 'scope1',
  policyType: 'CASCO',
  resolveType: null,
  repairServiceChosen: false,
  forcePayout: false,
  responsiblePartyVerified: false,
};

/** The steps as "id" or "id ✓" (done), so one line reads as the table row it checks. */
const steps = (input: Partial<NextStepsInput>) => nextSteps({ ...base, ...input }).map((step) => (step.done ? `${step.id} ✓` : step.id));

describe('nextSteps: the first step is done (the first two for scope12 with CASCO)', () => {
  it.each([
    ['scope1', 'CASCO'],
    ['scope1', 'PZP'],
    ['scope2', 'PZP'],
    ['scope12', 'PZP'],
    ['scope13', 'CASCO'],
    ['scope14', 'PZP'],
    ['scope134', 'CASCO'],
    ['scope3', 'PZP'],
    ['scope4', 'PZP'],
    ['scope34', 'PZP'],
  ] as const)('%s with %s: only "reported" is done', (scope, policyType) => {
    const result = nextSteps({ ...base, scope, policyType, resolveType: scope.includes('1') ? 'selfRepair' : null });
    expect(result[0]).toEqual({ id: 'reported', done: true });
    expect(result.slice(1).every((step) => !step.done)).toBe(true);
  });

  it('scope12 with CASCO: both claims reported, done; then the rest', () => {
    expect(steps({ scope: 'scope12', policyType: 'CASCO', resolveType: 'selfRepair' })).toEqual([
      'reportedOwnDamage ✓',
      'reportedCausedDamage ✓',
      'contactAggrieved',
      'inspection',
      'assessment',
      'payoutToAccount',
    ]);
  });
});

describe('nextSteps: the vehicle by resolve type, repair service and forced payout', () => {
  it('scope1 CASCO, a contracted shop, paid directly: the shop calls, repairs, we pay it (the excess is the client’s)', () => {
    expect(steps({ resolveType: 'toService', repairServiceChosen: true })).toEqual([
      'reported ✓',
      'serviceContact',
      'serviceRepair',
      'paidToServiceWithExcess',
    ]);
    expect(steps({ resolveType: 'inService', repairServiceChosen: true })).toEqual([
      'reported ✓',
      'serviceContact',
      'serviceRepair',
      'paidToServiceWithExcess',
    ]);
  });

  it('scope1 CASCO, a contracted shop, payout forced: the money goes to the account', () => {
    expect(steps({ resolveType: 'toService', repairServiceChosen: true, forcePayout: true })).toEqual([
      'reported ✓',
      'serviceContact',
      'serviceRepair',
      'payoutToAccount',
    ]);
  });

  it('scope1 PZP, verified responsible party, a shop paid directly: no excess', () => {
    expect(steps({ policyType: 'PZP', responsiblePartyVerified: true, resolveType: 'toService', repairServiceChosen: true })).toEqual([
      'reported ✓',
      'serviceContact',
      'serviceRepair',
      'paidToService',
    ]);
  });

  it('scope1 CASCO, to a shop but none chosen: our inspection, a shop of one’s choice, payout', () => {
    expect(steps({ resolveType: 'toService', repairServiceChosen: false })).toEqual([
      'reported ✓',
      'inspection',
      'repairOwnChoice',
      'payoutToAccount',
    ]);
  });

  it('scope1 CASCO, self repair: inspection, assessment, payout (forced payout has no meaning without a shop)', () => {
    const expected = ['reported ✓', 'inspection', 'assessment', 'payoutToAccount'];
    expect(steps({ resolveType: 'selfRepair' })).toEqual(expected);
    expect(steps({ resolveType: 'selfRepair', forcePayout: true })).toEqual(expected);
  });

  it('scope1 CASCO without a resolve type (entire theft, burnt out): assessment and payout', () => {
    expect(steps({ resolveType: null })).toEqual(['reported ✓', 'assessment', 'payoutToAccount']);
  });
});

describe('nextSteps: whose cover pays, and verification of the responsible party', () => {
  it('scope1 PZP, responsible party not verified: its insurance is checked first', () => {
    expect(steps({ policyType: 'PZP', resolveType: 'selfRepair' })).toEqual([
      'reported ✓',
      'verifyResponsibleInsurance',
      'inspection',
      'assessment',
      'payoutToAccount',
    ]);
  });

  it('scope1 CASCO: the own policy pays, no check of the other party', () => {
    expect(steps({ resolveType: 'selfRepair', responsiblePartyVerified: false })).not.toContain('verifyResponsibleInsurance');
  });

  it('scope2: the damage caused is settled with those damaged; nothing is paid to the reporter', () => {
    expect(steps({ scope: 'scope2', policyType: 'PZP' })).toEqual(['reported ✓', 'contactAggrieved']);
  });

  it('scope12 PZP: own vehicle from the other party’s PZP (checked when not verified), no account asked', () => {
    expect(steps({ scope: 'scope12', policyType: 'PZP' })).toEqual([
      'reported ✓',
      'verifyResponsibleInsurance',
      'contactAggrieved',
      'assessment',
    ]);
    expect(steps({ scope: 'scope12', policyType: 'PZP', responsiblePartyVerified: true })).toEqual([
      'reported ✓',
      'contactAggrieved',
      'assessment',
    ]);
  });

  it('scopes 3, 4, 34: check the responsible insurance unless verified; health asks for medical records', () => {
    expect(steps({ scope: 'scope3', policyType: 'PZP' })).toEqual([
      'reported ✓',
      'verifyResponsibleInsurance',
      'assessment',
      'payoutToAccount',
    ]);
    expect(steps({ scope: 'scope3', policyType: 'PZP', responsiblePartyVerified: true })).toEqual([
      'reported ✓',
      'assessment',
      'payoutToAccount',
    ]);
    expect(steps({ scope: 'scope4', policyType: 'PZP', responsiblePartyVerified: true })).toEqual([
      'reported ✓',
      'healthDocuments',
      'assessment',
      'payoutToAccount',
    ]);
    expect(steps({ scope: 'scope34', policyType: 'PZP' })).toEqual([
      'reported ✓',
      'verifyResponsibleInsurance',
      'healthDocuments',
      'assessment',
      'payoutToAccount',
    ]);
  });

  it('scope134 CASCO with a shop paid directly: the vehicle via the shop, the rest to the account', () => {
    expect(steps({ scope: 'scope134', policyType: 'CASCO', resolveType: 'toService', repairServiceChosen: true })).toEqual([
      'reported ✓',
      'verifyResponsibleInsurance',
      'serviceContact',
      'serviceRepair',
      'healthDocuments',
      'assessment',
      'paidToServiceWithExcess',
      'payoutToAccount',
    ]);
  });

  it('scope13 PZP without an own plate (no resolve type): assessment and payout once', () => {
    expect(steps({ scope: 'scope13', policyType: 'PZP', responsiblePartyVerified: true, resolveType: null })).toEqual([
      'reported ✓',
      'assessment',
      'payoutToAccount',
    ]);
  });

  it('a resolve type without object 1 is ignored', () => {
    expect(
      steps({ scope: 'scope3', policyType: 'PZP', responsiblePartyVerified: true, resolveType: 'toService', repairServiceChosen: true }),
    ).toEqual(['reported ✓', 'assessment', 'payoutToAccount']);
  });
});

describe('nextStepsInputOf', () => {
  it('reads the keys from the report: chosen shop by name, forced payout, plate or policy verified', () => {
    expect(
      nextStepsInputOf(
        { policyType: null, resolveType: 'toService', carRepairService: { companyName: 'Autoservis Senec' }, forcePayoutToAggrieved: true },
        { policyIdIsVerified: true },
        'scope13',
        'PZP',
      ),
    ).toEqual({
      scope: 'scope13',
      policyType: 'PZP',
      resolveType: 'toService',
      repairServiceChosen: true,
      forcePayout: true,
      responsiblePartyVerified: true,
      responsibleVehicleUnidentified: false,
    });
    expect(nextStepsInputOf({ policyType: 'CASCO', carRepairService: null }, undefined, 'scope1', 'PZP')).toEqual({
      scope: 'scope1',
      policyType: 'CASCO',
      resolveType: null,
      repairServiceChosen: false,
      forcePayout: false,
      responsiblePartyVerified: false,
      responsibleVehicleUnidentified: false,
    });
  });
});

describe('nextSteps: an unidentified vehicle (D22: plate and party unknown)', () => {
  it('sends the losses it caused to the guarantee fund (SKP) instead of finding its insurer; our own steps for them are left out', () => {
    expect(steps({ scope: 'scope3', policyType: 'PZP', responsibleVehicleUnidentified: true })).toEqual(['reported ✓', 'guaranteeFund']);
    expect(steps({ scope: 'scope34', policyType: 'PZP', responsibleVehicleUnidentified: true })).toEqual(['reported ✓', 'guaranteeFund']);
    expect(steps({ scope: 'scope1', policyType: 'PZP', resolveType: 'selfRepair', responsibleVehicleUnidentified: true })).toEqual([
      'reported ✓',
      'guaranteeFund',
    ]);
  });

  it('keeps an own CASCO claim’s steps: only the property the vehicle damaged goes to the fund', () => {
    expect(steps({ scope: 'scope13', policyType: 'CASCO', resolveType: 'selfRepair', responsibleVehicleUnidentified: true })).toEqual([
      'reported ✓',
      'guaranteeFund',
      'inspection',
      'assessment',
      'payoutToAccount',
    ]);
    // A plate not known but the party known: its insurer is still looked for.
    expect(steps({ scope: 'scope3', policyType: 'PZP', responsibleVehicleUnidentified: false })).toContain('verifyResponsibleInsurance');
  });

  it('reads an unidentified vehicle off the report: no plate and "Neviem, kto to bol"', () => {
    const input = (party: object) => nextStepsInputOf({}, party, 'scope3', 'PZP').responsibleVehicleUnidentified;
    expect(input({ hasLicensePlate: false, isUnknown: true })).toBe(true);
    expect(input({ hasLicensePlate: false, isUnknown: false })).toBe(false);
    expect(input({ hasLicensePlate: true, licensePlate: 'BA888HH', isUnknown: true })).toBe(false);
  });
});
