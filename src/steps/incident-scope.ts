/**
 * /incident-scope (SPEC §2): at least one tile, in one of the server's permissible combinations.
 */
import { incidentScopeSchema } from '../domain/validation/incident-scope-schema.ts';
import { documentValues, type Step } from './step.ts';

export const incidentScopeStep = {
  screen: 'incident-scope',
  schema: (input) => incidentScopeSchema({ permissibleCombinations: input.permissibleCombinations }),
  values: documentValues,
} satisfies Step;
