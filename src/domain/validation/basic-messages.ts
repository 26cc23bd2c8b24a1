import type { MessageDescriptor } from '@lingui/core';

/**
 * The messages of the rules every form has (a value of the right kind, a required field, a
 * choice), part of `messages` (messages.ts, which explains their form). A module of their own: the
 * first screen, whose only rule is a choice, loads these and not the other screens' thirty.
 */
export const basicMessages = {
  /** SPEC §5 "Default message: enter a correct value": any value a more specific rule does not cover. */
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'Zadajte správnu hodnotu' },
  required: /*i18n*/ { id: 'validation.required', message: 'Povinné pole' },
  requiredOption: /*i18n*/ { id: 'validation.requiredOption', message: 'Vyberte, prosím, z ponúkaných možností' },
  atLeastOne: /*i18n*/ { id: 'validation.atLeastOne', message: 'Vyberte jednu alebo viac možností' },
} as const satisfies Record<string, MessageDescriptor>;
