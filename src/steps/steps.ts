import { additionalBankStep } from './additional-bank.ts';
import { aggrievedPartyDetailsStep } from './aggrieved-party-details.ts';
import { alertDontHaveCascoStep } from './alert-dont-have-casco.ts';
import { alertDontHaveLiabilityStep } from './alert-dont-have-liability.ts';
import { alertHaveOnlyMiniCascoStep } from './alert-have-only-mini-casco.ts';
import { coResponsiblePartyDetailsStep } from './co-responsible-party-details.ts';
import { forcePayoutToAggrievedStep } from './force-payout-to-aggrieved.ts';
import { generalInfoStep } from './general-info.ts';
import { incidentDetailsStep } from './incident-details.ts';
import { incidentInspectionAddressStep } from './incident-inspection-address.ts';
import { incidentMapStep } from './incident-map.ts';
import { incidentReasonStep } from './incident-reason.ts';
import { incidentReasonGroupStep } from './incident-reason-group.ts';
import { incidentResolveTypeStep } from './incident-resolve-type.ts';
import { incidentScopeStep } from './incident-scope.ts';
import { otherDamageStep } from './other-damage.ts';
import { otherDamageHealthStep } from './other-damage-health.ts';
import { otherDamagePropertyStep } from './other-damage-property.ts';
import { otherDamageVehicleStep } from './other-damage-vehicle.ts';
import { permissionConfirmationSmpStep } from './permission-confirmation-SMP.ts';
import { policyTypeStep } from './policy-type.ts';
import { reporterDetailsStep } from './reporter-details.ts';
import { responsiblePartyAdditionalDetailsStep } from './responsible-party-additional-details.ts';
import { responsiblePartyDetailsStep } from './responsible-party-details.ts';
import { windshieldDamageLocationStep } from './windshield-damage-location.ts';
import { additionalAttachmentsSummary } from './additional-attachments.ts';
import { carRepairMapSummary } from './car-repair-map.ts';
import type { Step, SummaryStep } from './step.ts';

/**
 * Every step. Which of them a journey visits is the statechart's to say (machines/journey-path.ts),
 * never this list's. The order is that of an update's format errors (the parties, then the
 * incident, field by field as formats.ts walks them) and of the rows steps add to one summary block.
 */
export const STEPS: readonly Step[] = [
  reporterDetailsStep,
  incidentInspectionAddressStep,
  aggrievedPartyDetailsStep,
  responsiblePartyDetailsStep,
  responsiblePartyAdditionalDetailsStep,
  coResponsiblePartyDetailsStep,
  incidentScopeStep,
  generalInfoStep,
  alertDontHaveCascoStep,
  alertHaveOnlyMiniCascoStep,
  alertDontHaveLiabilityStep,
  policyTypeStep,
  permissionConfirmationSmpStep,
  incidentMapStep,
  incidentReasonGroupStep,
  incidentReasonStep,
  incidentDetailsStep,
  windshieldDamageLocationStep,
  incidentResolveTypeStep,
  forcePayoutToAggrievedStep,
  additionalBankStep,
  otherDamageStep,
  otherDamageVehicleStep,
  otherDamagePropertyStep,
  otherDamageHealthStep,
];

/** Every step the summary reads: the steps, and the summaries of the screens whose form is not a step yet. */
export const SUMMARY_STEPS: readonly SummaryStep[] = [...STEPS, carRepairMapSummary, additionalAttachmentsSummary];
