import type { ISchema } from 'yup';
import type { ScreenId } from '../../machines/screens.ts';
import type { Attachment, Context, Incident, Parties, PolicyType, ReportPatch, ScopeCode } from '../domain/report.ts';
import type { components } from '../domain/openapi.gen.ts';
import type { ValidationContext } from '../domain/validation/screen-schemas.ts';
import type { Formats } from './formats.ts';
import type { SummaryBlockId, SummaryRowsFill } from './summary-rows.ts';

/**
 * One screen of the journey, described once, without React or Fastify: the screen renders it, the
 * server checks a save's completeness with it, and the summary restates its answers from it. A
 * step never routes: which steps a journey visits is the statechart's (machines/journey-path.ts).
 * Its heading is not here but in src/screens/titles.ts, which the app loads with the catalog at
 * start: a heading there does not bring every step's rules into the first download.
 */
export interface Step<Values = unknown> {
  screen: ScreenId;
  /** The screen's rules over its form values (SPEC §5). */
  schema(input: StepInput): ISchema<unknown>;
  /** The form values of the stored report, as the screen opens with them. */
  values(input: StepInput): Values;
  /** What Continue sends: the update of the report the values make (on the screens that render their step). */
  patch?(values: Values, input: StepInput): ReportPatch;
  /** The format of each field the step asks, as an update may carry it (formats.ts). */
  formats?: Formats;
  /**
   * Where an error of a form-only value is told in the document ('addressConfirmed' ->
   * '/incident/address'); null hides it. Other values have the document's paths.
   */
  formFields?: Readonly<Record<string, string | null>>;
  /** What /summary, /confirm and the PDF restate of this step. */
  summary?: StepSummary;
}

/** What a step's rules and mappings depend on: the report and the journey's facts. */
export interface StepInput {
  report: StepReport;
  /** WEB, SMP or KZ (SPEC §1). */
  context: Context;
  /** The scope code of the chosen objects of damage, e.g. 'scope13' (null before a choice). */
  scope: string | null;
  /** The policy type in force. */
  policyType: PolicyType | null;
  reasonGroups: ReadonlyArray<components['schemas']['ReasonGroup']>;
  /** Every allowed set of objectIds (SPEC §2 "Scopes of damage"). */
  permissibleCombinations: ReadonlyArray<readonly number[]>;
  /** Today in Slovakia, `yyyy-mm-dd`. */
  today: string;
  /** The phone prefixes offered (get-phone-prefixes), e.g. '+421'. */
  phonePrefixes: readonly string[];
}

export interface StepReport {
  parties: Parties;
  incident: Incident;
  attachments?: Attachment[];
}

/**
 * A step's part of the summary: /summary, /confirm and the PDF restate the steps on the journey's
 * path, each by its rows (a step with nothing to restate adds none).
 */
export interface StepSummary {
  /** The blocks whose "Zmeniť" opens this step when the way to /summary passed it (D24). */
  changes?: readonly SummaryBlockId[];
  /**
   * The rows this step adds to each block. A block orders its rows itself (src/steps/summary.ts);
   * a row that two steps on the path both restate is shown once.
   */
  rows: Partial<Record<SummaryBlockId, SummaryRowsFill>>;
}

/** What the summary reads of a step: a screen whose form is not a step yet has this part alone. */
export type SummaryStep = Pick<Step, 'screen' | 'summary'>;

/** What the screens' schemas of src/domain/validation depend on, from a step's input. */
export const validationContextOf = (input: StepInput): ValidationContext => ({
  scope: input.scope as ScopeCode | null,
  policyType: input.policyType,
  context: input.context,
  phonePrefixes: input.phonePrefixes,
  today: input.today,
});

/** A step whose screen's form values have the document's own paths: the stored report is its values. */
export const documentValues = (input: StepInput): unknown => input.report;
