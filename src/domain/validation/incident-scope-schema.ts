/**
 * /incident-scope's schema (SPEC §2), one of the screen schemas of screen-schemas.ts, in a module
 * of its own: the first screen is in the page's first download, and this keeps the other screens'
 * rules (names, birth numbers, plates, dates ...) out of it.
 */
import * as yup from 'yup';
import { basicMessages } from './basic-messages.ts';
import { valueField } from './schema-helpers.ts';
import { validateAtLeastOne } from './choices.ts';

const setKey = (objectIds: readonly number[]) => [...new Set(objectIds)].sort((a, b) => a - b).join(',');

/**
 * /incident-scope: at least one tile; with the server's permissible combinations given, the
 * chosen set must be one of them ("Please, select from options listed").
 */
export function incidentScopeSchema(options: { permissibleCombinations?: readonly (readonly number[])[] } = {}) {
  return yup.object({
    incident: yup.object({
      scopesOfDamage: valueField<Array<{ objectId: number }> | null | undefined>((scopes) => {
        const missing = validateAtLeastOne(scopes);
        if (missing || !options.permissibleCombinations) return missing;
        const chosen = setKey(scopes!.map((scope) => scope.objectId));
        return options.permissibleCombinations.some((combination) => setKey(combination) === chosen)
          ? undefined
          : basicMessages.requiredOption;
      }),
    }),
  });
}
