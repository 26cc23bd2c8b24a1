/**
 * The Yup schemas of /incident-details and /windshield-damage-location (SPEC §2, §5), over the
 * screens' form values, which have the document's paths (`incident.description`,
 * `incident.specificAnswers.policeInvestigated`, ...). Which questions must be answered is the
 * README table in src/domain/incident-questions.ts: a shown question is required, a hidden one is
 * not checked (it is sent as null).
 */
import * as yup from 'yup';
import {
  asksOwnHealth,
  asksResponsibleParty,
  isQuestionShown,
  responsiblePartyOptions,
  SPECIFIC_QUESTIONS,
  type QuestionFacts,
  type SpecificQuestion,
} from '../incident-questions.ts';
import type { components } from '../openapi.gen.ts';
import { messages } from './messages.ts';
import { textField, valueField } from './schema-helpers.ts';
import { validateAdditionalDescription, validateDescription } from './text.ts';
import { validateRequiredOption } from './choices.ts';

type Schemas = components['schemas'];

/** What the /incident-details rules depend on besides the form's own answers. */
export type IncidentDetailsContext = Pick<QuestionFacts, 'scope' | 'policyType' | 'reasonId'>;

/** SPEC §3 "Windshield location". */
export const WINDSHIELD_LOCATIONS = ['borderDamage', 'driverDamage', 'wholeDamage'] as const satisfies ReadonlyArray<
  NonNullable<Schemas['MyVehicle']['windshieldDamageLocation']>
>;
export type WindshieldLocation = (typeof WINDSHIELD_LOCATIONS)[number];

/** SPEC §3 "Health damage: injury, death". */
export const HEALTH_DAMAGE_TYPES = ['injury', 'death'] as const;
export type HealthDamageType = (typeof HEALTH_DAMAGE_TYPES)[number];

/** A choice among `allowed`: "Please, select from options listed" when none (or another) is chosen. */
const oneOf = (value: unknown, allowed: readonly unknown[]) =>
  validateRequiredOption(value) ?? (allowed.includes(value) ? undefined : messages.requiredOption);

/**
 * /incident-details: the description (required, at least 5 words, at most 950 characters after
 * trimming), the additional description (optional, at most 950), the responsible party (required
 * where it is asked, one of the scope's options), every shown specific question, and for object 4
 * the kind of the reporter's own health damage (required) with an optional description.
 */
export function incidentDetailsSchema(context: IncidentDetailsContext) {
  const askResponsible = asksResponsibleParty(context.scope);
  const options = responsiblePartyOptions(context.scope);
  const question = (name: SpecificQuestion) =>
    // `parent` is specificAnswers, `grandparent` the incident with the responsible party chosen.
    valueField<boolean | null | undefined>((answer, { parent, grandparent }) => {
      const facts: QuestionFacts = {
        ...context,
        responsibleParty: (grandparent.responsibleParty as string | null | undefined) ?? null,
        answers: parent as QuestionFacts['answers'],
      };
      if (!isQuestionShown(name, facts)) return undefined;
      return validateRequiredOption(answer);
    });
  return yup.object({
    incident: yup.object({
      description: textField(validateDescription),
      descriptionAdditional: textField(validateAdditionalDescription),
      responsibleParty: valueField((value) => (askResponsible ? oneOf(value, options) : undefined)),
      specificAnswers: yup.object(Object.fromEntries(SPECIFIC_QUESTIONS.map((name) => [name, question(name)]))),
      myHealth: yup.object({
        damageType: valueField((value) => (asksOwnHealth(context.scope) ? oneOf(value, HEALTH_DAMAGE_TYPES) : undefined)),
        damageDescription: textField(validateAdditionalDescription),
      }),
    }),
  });
}

/** /windshield-damage-location: one of the three zones (SPEC §5 "windshield zone ... required"). */
export function windshieldDamageLocationSchema() {
  return yup.object({
    incident: yup.object({
      myVehicle: yup.object({
        windshieldDamageLocation: valueField((value) => oneOf(value, WINDSHIELD_LOCATIONS)),
      }),
    }),
  });
}

/** /incident-reason-group: one of the `groupCount` groups offered, by its index. */
export function incidentReasonGroupSchema(groupCount: number) {
  const indexes = Array.from({ length: groupCount }, (_, index) => index);
  return yup.object({
    incident: yup.object({ reasonGroupIndex: valueField((value) => oneOf(value, indexes)) }),
  });
}

/** /incident-reason: one of the chosen group's reasons, by its id. */
export function incidentReasonSchema(reasonIds: readonly string[]) {
  return yup.object({
    incident: yup.object({ reasonId: valueField((value) => oneOf(value, reasonIds)) }),
  });
}
