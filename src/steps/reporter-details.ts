/**
 * /reporter-details (SPEC §2): the reporter's contact, and the insured and the aggrieved where this journey asks them.
 */
import { reporterDetailsLayout } from '../domain/reporter-details-layout.ts';
import { reporterDetailsSchema } from '../domain/validation/screen-schemas.ts';
import { personFormats } from './formats.ts';
import { documentValues, validationContextOf, type Step } from './step.ts';
import { aggrievedRows, insuredRows, reporterRows } from './party-rows.ts';

export const reporterDetailsStep = {
  screen: 'reporter-details',
  schema: (input) => {
    const context = validationContextOf(input);
    const layout = reporterDetailsLayout({ context: input.context, scope: context.scope ?? null, policyType: input.policyType });
    return reporterDetailsSchema(context, { insured: layout.insured !== 'hidden', aggrieved: layout.aggrieved });
  },
  values: documentValues,
  formats: { ...personFormats('/parties/reporter'), ...personFormats('/parties/insured') },
  summary: { rows: { reporter: reporterRows, insured: insuredRows, aggrieved: aggrievedRows } },
} satisfies Step;
