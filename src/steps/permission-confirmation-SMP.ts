/**
 * /permission-confirmation-SMP (SPEC §2): the agent's confirmation and the client's identification.
 */
import { permissionConfirmationSmpSchema } from '../domain/validation/screen-schemas.ts';
import type { Step } from './step.ts';
import { aggrievedRows } from './party-rows.ts';

export const permissionConfirmationSmpStep = {
  screen: 'permission-confirmation-SMP',
  schema: (input) => permissionConfirmationSmpSchema(input),
  // The agent's confirmation is not stored: the screen lets no one on without it.
  values: (input) => ({ ...input.report, confirmed: true }),
  summary: { rows: { aggrieved: aggrievedRows } },
} satisfies Step;
