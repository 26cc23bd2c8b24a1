import { scopeOf } from '../../machines/context.ts';
import type { ScreenId } from '../../machines/screens.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import { messages, withValues, type ValidationMessage } from '../../src/domain/validation/messages.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import type { Step, StepInput } from '../../src/steps/step.ts';
import { STEPS } from '../../src/steps/steps.ts';
import type { ErrorDetail } from '../http-errors.ts';
import { permissibleCombinations, phonePrefixCodes } from '../reference/static-lists.ts';
import { journeyOf } from './journey.ts';
import { offeredAccount } from './saved-accounts.ts';
import type { StoredDocument } from './document.ts';

/**
 * What a report must hold before it can be saved, for the path it took (DESIGN.md §6): the
 * statechart replays the stored answers to find the screens the journey visits
 * (machines/journey-path.ts), and each of those screens' step (src/steps/) checks the stored
 * report as the screen's form would have. A screen the path does not visit asks
 * nothing; a path that stops before /summary stops at the screen whose answers are missing.
 */

export interface CompletenessOptions {
  /** Today in Slovakia, `yyyy-mm-dd`. */
  today: string;
}

/** Each screen's step; a screen without one (an alert without a choice, /summary) asks nothing. */
const STEP_OF = new Map<ScreenId, Step>(STEPS.map((step) => [step.screen, step]));

/** `incident.damagedVehicles[0].firstName` -> `/incident/damagedVehicles/0/firstName`. */
const pointerOf = (path: string) =>
  `/${path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .join('/')}`;

/** A step checks the stored report as its screen would: its rules over the values the screen opens with. */
async function stepErrors(step: Step, input: StepInput): Promise<Array<{ path: string; message: ValidationMessage }>> {
  const errors = await collectErrors(step.schema(input), step.values(input));
  return Object.entries(errors).flatMap(([path, message]) => {
    const mapped = step.formFields && path in step.formFields ? step.formFields[path] : pointerOf(path);
    return mapped ? [{ path: mapped, message }] : [];
  });
}

/**
 * The missing or invalid answers of the report, each once, by its path in the document; empty
 * means complete. The messages are Lingui descriptors: the error handler (server/plugins/app/error-handler.ts) says them
 * in the request's language. An answer missing whole (no address at all) is named once, not with each of its
 * fields.
 */
export async function missingForSave(
  report: IncidentReport,
  document: StoredDocument,
  options: CompletenessOptions,
): Promise<ErrorDetail[]> {
  const journey = journeyOf(report);
  const input: StepInput = {
    report: document,
    context: journey.context.context,
    scope: scopeOf(journey.context.report.incident),
    policyType: journey.context.report.incident.policyType ?? null,
    reasonGroups: journey.context.reasonGroups,
    permissibleCombinations: permissibleCombinations(),
    today: options.today,
    phonePrefixes: phonePrefixCodes(),
  };
  const found: Array<{ path: string; message: ValidationMessage }> = [];
  for (const screen of journey.screens) {
    const step = STEP_OF.get(screen);
    if (step) found.push(...(await stepErrors(step, input)));
  }
  // Scope 1 turned into scope 3 by the no-plate alert (D20) replays without /general-info; every
  // claim still carries the incident date.
  if (!document.incident.date && !found.some((error) => error.path === '/incident/date')) {
    found.push({ path: '/incident/date', message: messages.required });
  }
  const account = document.incident.bankAccount;
  if (account?.id && offeredAccount(document, account.id) === undefined) {
    found.push({ path: '/incident/bankAccount/id', message: messages.requiredOption });
  }
  // Where the answers lead nowhere, the screen the journey stops on is named as well.
  if (!journey.reachedSummary) {
    const stoppedAt = journey.screens[journey.screens.length - 1] ?? 'incident-scope';
    found.push({ path: '', message: withValues(messages.journeyIncomplete, { route: `/${stoppedAt}` }) });
  }
  const paths = new Set(found.map((error) => error.path));
  const coveredByParent = (path: string) => [...paths].some((other) => other !== path && other !== '' && path.startsWith(`${other}/`));
  const seen = new Set<string>();
  return found
    .filter((error) => !coveredByParent(error.path) && !seen.has(error.path) && seen.add(error.path))
    .map((error) => ({ path: error.path, message: error.message }));
}
