import type { ISchema } from 'yup';
import { scopeOf } from '../../machines/context.ts';
import { createJourneyReplay, type JourneyPath } from '../../machines/journey-path.ts';
import type { ScreenId } from '../../machines/screens.ts';
import { addressFormValue, addressKey, isStoredAddress } from '../../src/domain/address.ts';
import type { IncidentReport, ScopeCode } from '../../src/domain/report.ts';
import { reporterDetailsLayout } from '../../src/domain/reporter-details-layout.ts';
import {
  accountHolderPartyType,
  additionalBankSchema,
  forcePayoutSchema,
  offeredResolveTypes,
  payoutChoiceOf,
  resolveTypeSchema,
} from '../../src/domain/settlement.ts';
import { incidentMapSchema, inspectionAddressSchema } from '../../src/domain/validation/address-schemas.ts';
import { showsHolderIdentification, type BankAccountSchemaOptions } from '../../src/domain/validation/bank-schema.ts';
import {
  incidentDetailsSchema,
  incidentReasonGroupSchema,
  incidentReasonSchema,
  windshieldDamageLocationSchema,
} from '../../src/domain/validation/incident-schemas.ts';
import { messages, withValues, type ValidationMessage } from '../../src/domain/validation/messages.ts';
import {
  damagedHealthsSchema,
  damagedPropertiesSchema,
  damagedVehiclesSchema,
  otherDamageSchema,
} from '../../src/domain/validation/other-damage-schemas.ts';
import {
  coresponsiblePartyDetailsSchema,
  responsiblePartyAdditionalDetailsSchema,
  responsiblePartyDetailsSchema,
} from '../../src/domain/validation/other-party-schemas.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import {
  aggrievedPartyDetailsSchema,
  alertDontHaveCascoSchema,
  alertDontHaveLiabilitySchema,
  alertHaveOnlyMiniCascoSchema,
  generalInfoSchema,
  incidentScopeSchema,
  permissionConfirmationSmpSchema,
  policyTypeSchema,
  reporterDetailsSchema,
} from '../../src/domain/validation/screen-schemas.ts';
import type { ErrorDetail } from '../http-errors.ts';
import { permissibleCombinations, phonePrefixCodes, reasonGroups, scopesOfDamage } from '../reference/static-lists.ts';
import { offeredAccount } from './saved-accounts.ts';
import type { StoredDocument } from './document.ts';

/**
 * What a report must hold before it can be saved, for the path it took (DESIGN.md §6): the
 * statechart replays the stored answers to find the screens the journey visits
 * (machines/journey-path.ts), and each of those screens' Yup schema from src/domain/validation
 * checks the stored report as the screen's form would have. A screen the path does not visit asks
 * nothing; a path that stops before /summary stops at the screen whose answers are missing.
 */

export interface CompletenessOptions {
  /** Today in Slovakia, `yyyy-mm-dd`. */
  today: string;
}

/** What the screens' rules depend on: the stored document and the replay's findings. */
interface Facts {
  document: StoredDocument;
  scope: ScopeCode | null;
  policyType: JourneyPath['context']['report']['incident']['policyType'];
  context: JourneyPath['context']['context'];
  reasonGroups: JourneyPath['context']['reasonGroups'];
  today: string;
  phonePrefixes: readonly string[];
}

interface ScreenCheck {
  schema: (facts: Facts) => ISchema<unknown>;
  /** The screen's form values where they are not the document itself (form-only switches). */
  values?: (facts: Facts) => unknown;
  /** Where an error of a form-only field is told in the document ('addressConfirmed' -> '/incident/address'). */
  formFields?: Record<string, string | null>;
}

/** The bank widget's holder identification on this path (SPEC §2 /additional-bank), as the screens ask it. */
function bankOptions(facts: Facts): BankAccountSchemaOptions {
  const shown = showsHolderIdentification(facts.scope, facts.policyType);
  return {
    today: facts.today,
    holderIdentification: shown && { partyType: accountHolderPartyType(facts.document.parties, facts.policyType) },
  };
}

/** The stored account as the widget shows it: identified by the date of birth when no birth number is stored. */
function bankValues(facts: Facts) {
  const account = facts.document.incident.bankAccount;
  return account && { ...account, useAlternativeIdentification: !account.holderIdentificationNumber && !!account.holderDateOfBirth };
}

/** A stored address was confirmed on the map before it was sent: the form's confirmation is its key. */
const confirmedAddress = (stored: Parameters<typeof addressFormValue>[0]) => {
  const address = addressFormValue(stored);
  return { address, confirmed: isStoredAddress(stored) ? addressKey(address) : null };
};

const prefixes = (facts: Facts) => ({ allowedPrefixes: facts.phonePrefixes });

/** Each screen's rules, by the schema its form uses; a screen not listed asks nothing required. */
const SCREEN_CHECKS: Partial<Record<ScreenId, ScreenCheck>> = {
  'incident-scope': { schema: () => incidentScopeSchema({ permissibleCombinations: permissibleCombinations() }) },
  'general-info': { schema: (facts) => generalInfoSchema(facts) },
  'alert-dont-have-casco': { schema: () => alertDontHaveCascoSchema() },
  'alert-have-only-mini-casco': { schema: () => alertHaveOnlyMiniCascoSchema() },
  'alert-dont-have-liability': { schema: () => alertDontHaveLiabilitySchema() },
  'policy-type': { schema: () => policyTypeSchema() },
  'permission-confirmation-SMP': {
    schema: (facts) => permissionConfirmationSmpSchema(facts),
    // The agent's confirmation is not stored: the screen lets no one on without it.
    values: (facts) => ({ ...facts.document, confirmed: true }),
  },
  'reporter-details': {
    schema: (facts) => {
      const layout = reporterDetailsLayout({ context: facts.context, scope: facts.scope, policyType: facts.policyType });
      return reporterDetailsSchema(facts, { insured: layout.insured !== 'hidden', aggrieved: layout.aggrieved });
    },
  },
  'aggrieved-party-details': { schema: (facts) => aggrievedPartyDetailsSchema(facts) },
  'incident-map': {
    schema: () => incidentMapSchema(),
    values: (facts) => {
      const { address, confirmed } = confirmedAddress(facts.document.incident.address);
      return { incident: { address }, addressConfirmed: confirmed };
    },
    formFields: { addressConfirmed: '/incident/address' },
  },
  'incident-reason-group': { schema: (facts) => incidentReasonGroupSchema(facts.reasonGroups.length) },
  'incident-reason': {
    schema: (facts) => {
      const group = facts.reasonGroups[facts.document.incident.reasonGroupIndex ?? -1];
      return incidentReasonSchema((group?.reasons ?? []).map((reason) => reason.id));
    },
    values: (facts) => ({ incident: { reasonId: facts.document.incident.reason?.id ?? null } }),
    formFields: { 'incident.reasonId': '/incident/reason' },
  },
  'incident-details': {
    schema: (facts) =>
      incidentDetailsSchema({ scope: facts.scope, policyType: facts.policyType, reasonId: facts.document.incident.reason?.id ?? null }),
  },
  'windshield-damage-location': { schema: () => windshieldDamageLocationSchema() },
  'responsible-party-details': {
    schema: (facts) =>
      responsiblePartyDetailsSchema({
        scope: facts.scope,
        originalScopeOfDamage: facts.document.incident.originalScopeOfDamage ?? null,
        phonePrefixes: facts.phonePrefixes,
        today: facts.today,
      }),
  },
  'responsible-party-additional-details': { schema: (facts) => responsiblePartyAdditionalDetailsSchema(facts) },
  'co-responsible-party-details': { schema: (facts) => coresponsiblePartyDetailsSchema(facts) },
  'incident-resolve-type': { schema: (facts) => resolveTypeSchema(offeredResolveTypes(facts.document.incident)) },
  'force-payout-to-aggrieved': {
    schema: (facts) => forcePayoutSchema(bankOptions(facts)),
    values: (facts) => ({
      incident: { payoutTo: payoutChoiceOf(facts.document.incident.forcePayoutToAggrieved), bankAccount: bankValues(facts) },
    }),
    formFields: { 'incident.payoutTo': '/incident/forcePayoutToAggrieved' },
  },
  'incident-inspection-address': {
    schema: (facts) => inspectionAddressSchema(prefixes(facts)),
    values: (facts) => {
      const { incident, parties } = facts.document;
      const { address, confirmed } = confirmedAddress(incident.inspectionAddress);
      const same = incident.inspectionAddressIsTheSame;
      return {
        inspectionPlace: same === true ? 'incident' : same === false ? 'other' : null,
        incident: { inspectionAddress: address },
        addressConfirmed: confirmed,
        parties: { inspectionContactPerson: parties.inspectionContactPerson ?? {} },
      };
    },
    formFields: { inspectionPlace: '/incident/inspectionAddressIsTheSame', addressConfirmed: '/incident/inspectionAddress' },
  },
  'additional-bank': {
    schema: (facts) => additionalBankSchema(bankOptions(facts)),
    values: (facts) => ({ incident: { bankAccount: bankValues(facts) } }),
  },
  'other-damage': { schema: (facts) => otherDamageSchema(facts) },
  'other-damage-vehicle': { schema: (facts) => damagedVehiclesSchema(prefixes(facts)) },
  'other-damage-property': { schema: (facts) => damagedPropertiesSchema(prefixes(facts)) },
  'other-damage-health': { schema: (facts) => damagedHealthsSchema(prefixes(facts)) },
};

let replayJourney: ((report: IncidentReport) => Promise<JourneyPath>) | undefined;

/** The replay over the server's own lookups (the answers its lookup routes give), built at first use. */
function journeyOf(report: IncidentReport): Promise<JourneyPath> {
  replayJourney ??= createJourneyReplay({
    scopesOfDamage: scopesOfDamage(),
    permissibleCombinations: permissibleCombinations(),
    reasonGroups: ({ scopes, policyType }) => reasonGroups({ scopes, ...(policyType ? { policyType } : {}) }),
  });
  return replayJourney(report);
}

/** `incident.damagedVehicles[0].firstName` -> `/incident/damagedVehicles/0/firstName`. */
const pointerOf = (path: string) =>
  `/${path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .join('/')}`;

async function screenErrors(check: ScreenCheck, facts: Facts): Promise<Array<{ path: string; message: ValidationMessage }>> {
  const errors = await collectErrors(check.schema(facts), check.values ? check.values(facts) : facts.document);
  return Object.entries(errors).flatMap(([path, message]) => {
    const mapped = check.formFields && path in check.formFields ? check.formFields[path] : pointerOf(path);
    return mapped ? [{ path: mapped, message }] : [];
  });
}

/**
 * The missing or invalid answers of the report, each once, by its path in the document; empty
 * means complete. The messages are Lingui descriptors: the error handler (server/app.ts) says them
 * in the request's language. An answer missing whole (no address at all) is named once, not with each of its
 * fields.
 */
export async function missingForSave(
  report: IncidentReport,
  document: StoredDocument,
  options: CompletenessOptions,
): Promise<ErrorDetail[]> {
  const journey = await journeyOf(report);
  const facts: Facts = {
    document,
    scope: scopeOf(journey.context.report.incident),
    policyType: journey.context.report.incident.policyType,
    context: journey.context.context,
    reasonGroups: journey.context.reasonGroups,
    today: options.today,
    phonePrefixes: phonePrefixCodes(),
  };
  const found: Array<{ path: string; message: ValidationMessage }> = [];
  for (const screen of journey.screens) {
    const check = SCREEN_CHECKS[screen];
    if (check) found.push(...(await screenErrors(check, facts)));
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
