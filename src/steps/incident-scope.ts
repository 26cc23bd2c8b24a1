/**
 * /incident-scope (SPEC §2): at least one tile, in one of the server's permissible combinations.
 */
import { incidentScopeSchema } from '../domain/validation/incident-scope-schema.ts';
import { documentValues, type Step } from './step.ts';
import { objectIdsOf } from './summary-rows.ts';

export const incidentScopeStep = {
  screen: 'incident-scope',
  schema: (input) => incidentScopeSchema({ permissibleCombinations: input.permissibleCombinations }),
  values: documentValues,
  summary: {
    rows: {
      circumstances: (rows, summary, { incident, meta }) => {
        const scopeKey = meta.context === 'SMP' ? 'scopeSmp' : 'scope';
        const objects = [...objectIdsOf(incident)].sort().map((objectId) => summary.valueLabel(scopeKey, String(objectId)));
        rows.add('scopes', 'incident.scopes', objects.join('\n'));
      },
      // The own property's damage no screen asks (a portal's update may carry it), with its tile.
      damage: (rows, _summary, { incident }) => {
        if (objectIdsOf(incident).has(3)) rows.add('myProperty', 'damage.myProperty', incident.myProperty?.damageDescription);
      },
    },
  },
} satisfies Step;
