import type { FastifySchemaValidationError } from 'fastify';
import { messages, withValues } from '../../src/domain/validation/messages.ts';
import type { ErrorDetail } from '../http-errors.ts';
import type { Translate } from './catalogs.ts';
import type { Locale } from './locale.ts';
import { localizedMessage } from './messages.ts';

/**
 * openapi.yaml's schema errors as a person reads them: the path of the field and the form's own
 * message for that kind of mistake (SPEC §5), not the validator's wording.
 */
export function schemaErrorDetails(
  issues: FastifySchemaValidationError[],
  context: string,
  translate: Translate,
  locale: Locale,
): ErrorDetail[] {
  return issues.map((issue) => {
    const params = issue.params as { additionalProperty?: string; missingProperty?: string; limit?: number };
    const base = `${context === 'body' ? '' : `/${context}`}${issue.instancePath}`;
    const leaf = params.additionalProperty ?? params.missingProperty;
    const path = leaf ? `${base}/${leaf}` : base || '/';
    switch (issue.keyword) {
      case 'additionalProperties':
        return { path, message: localizedMessage('UNKNOWN_FIELD', locale, 'Unknown field.') };
      case 'required':
        return { path, message: translate(messages.required) };
      case 'maxLength':
        return { path, message: translate(withValues(messages.maxLength, { max: params.limit ?? 0 })) };
      case 'enum':
      case 'const':
        return { path, message: translate(messages.requiredOption) };
      default:
        return { path, message: translate(messages.invalid) };
    }
  });
}
