/**
 * The choice rules of SPEC §5: requiredOption and atLeastOne. A module of their own (text.ts has
 * the text rules): the first screen, whose only rule is a choice, carries none of the others.
 */
import { basicMessages } from './basic-messages.ts';
import type { ValidationResult } from './messages.ts';

/** SPEC "requiredOption": a single choice was made (radio buttons, option cards, a select). */
export function validateRequiredOption(value: unknown): ValidationResult {
  return value === null || value === undefined || value === '' ? basicMessages.requiredOption : undefined;
}

/**
 * SPEC "atLeastOne": at least one option of a multi-select (scope tiles, other-damage kinds).
 * `waived` is SPEC's "only my vehicle" on /other-damage: nothing needs to be chosen then.
 */
export function validateAtLeastOne(values: readonly unknown[] | null | undefined, options: { waived?: boolean } = {}): ValidationResult {
  if (options.waived) return undefined;
  return values && values.length > 0 ? undefined : basicMessages.atLeastOne;
}
