/**
 * /car-repair-map (SPEC §2): the contracted repair shop, as the summary restates it. The screen
 * keeps its own form for now; this is the part of its step that /summary and the PDF read.
 */
import { formatAddress } from '../domain/format.ts';
import type { SummaryStep } from './step.ts';
import { hasText, resolveTypeRows } from './summary-rows.ts';

export const carRepairMapSummary = {
  screen: 'car-repair-map',
  summary: {
    rows: {
      resolution: (rows, summary, report, entry) => {
        resolveTypeRows(rows, summary, report, entry);
        const service = report.incident.carRepairService;
        if (!service || !hasText(service.companyName)) return;
        rows.add('serviceName', 'resolution.serviceName', service.companyName);
        rows.add('serviceAddress', 'resolution.serviceAddress', formatAddress(service.address, summary.i18n));
        rows.add('serviceContact', 'resolution.serviceContact', service.phone);
      },
    },
  },
} satisfies SummaryStep;
