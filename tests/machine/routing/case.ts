import type { ReportPatch, ScreenId } from '../../../machines/types.ts';
import type { ScopeCode } from '../../../src/domain/report.ts';
import { INCIDENT_DATE, type FakeAnswers } from '../support/fakes.ts';
import type { Given } from '../support/harness.ts';

/**
 * One row of a routing table: from a screen, in a stated context, a submitted patch and the fake
 * API's answers lead to a route. Rows are written from SPEC §2's sentences (quoted in `rule`) and
 * DECISIONS, never from the machine.
 */
export interface RoutingCase {
  rule: string;
  from: ScreenId;
  given: Given;
  submit?: ReportPatch;
  answers?: FakeAnswers;
  expect: `/${string}`;
}

export const ALL_SCOPES: ScopeCode[] = ['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134', 'scope3', 'scope4', 'scope34'];
export const SCOPES_13_14_134: ScopeCode[] = ['scope13', 'scope14', 'scope134'];
export const SCOPES_3_4_34: ScopeCode[] = ['scope3', 'scope4', 'scope34'];
export const PORTALS = ['WEB', 'SMP', 'KZ'] as const;

export const WITH_PLATE: ReportPatch = {
  incident: { date: INCIDENT_DATE, myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' } },
};
export const WITHOUT_PLATE: ReportPatch = {
  incident: { date: INCIDENT_DATE, myVehicle: { hasLicensePlate: false, description: 'Elektrický skúter bez evidenčného čísla' } },
};

/** A short label of the context for the case name. */
export function describeGiven(given: Given, answers: FakeAnswers = {}): string {
  const parts = [given.scope, given.policy, given.plate === false ? 'no plate' : undefined, given.portal ?? 'WEB'];
  if (typeof given.products === 'string') parts.push(`products ${given.products}`);
  if (answers.products) parts.push(`answer ${JSON.stringify(answers.products).replace(/"/g, '')}`);
  if (answers.plateVerified !== undefined) parts.push(`plate verified ${String(answers.plateVerified)}`);
  if (answers.policyVerified !== undefined) parts.push(`policy verified ${String(answers.policyVerified)}`);
  return parts.filter(Boolean).join(', ');
}
