import { replayJourney, type JourneyLookups, type JourneyPath } from '../../machines/journey-path.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import { permissibleCombinations, reasonGroups, scopesOfDamage } from '../reference/static-lists.ts';

let lookups: JourneyLookups | undefined;

/**
 * The journey a stored report takes (machines/journey-path.ts) over the server's own lookups (the
 * answers its lookup routes give): the screens a save's completeness checks and the PDF restates.
 */
export function journeyOf(report: IncidentReport): JourneyPath {
  lookups ??= {
    scopesOfDamage: scopesOfDamage(),
    permissibleCombinations: permissibleCombinations(),
    reasonGroups: ({ scopes, policyType }) => reasonGroups({ scopes, ...(policyType ? { policyType } : {}) }),
  };
  return replayJourney(report, lookups);
}
