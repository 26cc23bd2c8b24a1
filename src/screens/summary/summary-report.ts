import type { IncidentReport } from '../../domain/report.ts';
import { operatorFromPortalData } from '../../steps/summary.ts';
import type { ScreenProps } from '../screen-props.ts';

/**
 * The report as summarySections (src/steps/summary.ts) takes it, from what the screen is shown:
 * the same function then words the /summary screen and the server's PDF, so the two never
 * disagree. Only the fields summarySections reads matter; the dates are not shown on the screen.
 */
export function summaryReportOf(props: ScreenProps): IncidentReport {
  const { report } = props;
  // A loaded portal report carries the operator the server recorded; a new one has only the
  // get-operator-data answer, mapped the way the server records it.
  const operator = report.parties.operator ?? operatorFromPortalData(props.operator, props.portal?.operatorCode);
  return {
    meta: {
      id: props.reportId ?? '',
      context: props.context,
      portal: props.portal,
      version: 0,
      createdAt: '',
      updatedAt: '',
      saved: props.saved,
    },
    parties: { ...report.parties, ...(operator && { operator }) },
    // The policy type in force: the chosen one, else the server's default (as the save stores it).
    incident: { ...report.incident, policyType: report.incident.policyType ?? props.policyType },
    attachments: report.attachments,
    availableBankAccounts: props.availableBankAccounts,
  };
}
