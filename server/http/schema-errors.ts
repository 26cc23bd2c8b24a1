import type { FastifySchemaValidationError } from 'fastify';
import { validateBic } from '../../src/domain/validation/bank.ts';
import { validateBusinessId } from '../../src/domain/validation/business-id.ts';
import { validateLicensePlate } from '../../src/domain/validation/license-plate.ts';
import { messages, withValues, type ValidationResult } from '../../src/domain/validation/messages.ts';
import { validatePolicyNumber } from '../../src/domain/validation/text.ts';
import type { ErrorDetail } from '../http-errors.ts';
import { DETAIL_MESSAGES } from './messages.ts';

/**
 * The fields whose format openapi.yaml states as a pattern and a form checks with a rule of its
 * own (SPEC §5): a value that fails the pattern gets that rule's message, as on the form ("BIC/SWIFT
 * 8 or 11 characters", not "enter a correct value"). By the field's name, wherever it stands.
 */
const FORM_RULES: Record<string, (value: string | null | undefined) => ValidationResult> = {
  bic: validateBic,
  holderBusinessId: validateBusinessId,
  licensePlate: (value) => validateLicensePlate(value, { required: false }),
  policyId: (value) => validatePolicyNumber(value),
};

/**
 * openapi.yaml's schema errors as a person reads them: the path of the field and the form's own
 * message for that kind of mistake (SPEC §5), not the validator's wording. The messages are
 * Lingui descriptors; the error handler answers them in the request's language.
 */
export function schemaErrorDetails(issues: FastifySchemaValidationError[], context: string): ErrorDetail[] {
  return issues.map((issue) => {
    const params = issue.params as { additionalProperty?: string; missingProperty?: string; limit?: number };
    const base = `${context === 'body' ? '' : `/${context}`}${issue.instancePath}`;
    const leaf = params.additionalProperty ?? params.missingProperty;
    const path = leaf ? `${base}/${leaf}` : base || '/';
    switch (issue.keyword) {
      case 'additionalProperties':
        return { path, message: DETAIL_MESSAGES.unknownField };
      case 'required':
        return { path, message: messages.required };
      case 'maxLength':
        return { path, message: withValues(messages.maxLength, { max: params.limit ?? 0 }) };
      case 'enum':
      case 'const':
        return { path, message: messages.requiredOption };
      case 'pattern':
        return { path, message: formRuleMessage(path, issue) ?? messages.invalid };
      default:
        return { path, message: messages.invalid };
    }
  });
}

/** The form's message for a value its field's rule refuses (Ajv's `verbose` keeps the value). */
function formRuleMessage(path: string, issue: FastifySchemaValidationError): ValidationResult {
  const rule = FORM_RULES[path.slice(path.lastIndexOf('/') + 1)];
  const value = (issue as { data?: unknown }).data;
  return rule && typeof value === 'string' ? rule(value) : undefined;
}
