import { createActorContext } from '@xstate/react';
import { createClaimReportMachine } from '../../machines/claimReport.machine.ts';
import { apiActors } from '../api/actors.ts';
import { api } from './api.ts';

/** The summary's printable HTML, posted as the archive copy after save (SPEC §4). */
function summaryHtml(): string {
  return document.querySelector('[data-summary-document]')?.outerHTML ?? document.querySelector('main')?.outerHTML ?? '';
}

/** The machine with the real API calls as its actors: the one running instance of the journey. */
export const claimReportLogic = createClaimReportMachine(apiActors(api, { summaryHtml }));

export const ClaimReport = createActorContext(claimReportLogic);
