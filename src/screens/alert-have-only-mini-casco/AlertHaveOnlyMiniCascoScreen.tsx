import { useLingui } from '@lingui/react/macro';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { PolicyType } from '../../domain/report.ts';
import { alertHaveOnlyMiniCascoSchema } from '../../domain/validation/screen-schemas.ts';
import type { ScreenProps } from '../screen-props.ts';
import { myPlate } from '../shared/plate.ts';
import { PolicyTypeChoice, initialPolicyType, policyTypeFactsOnScreen } from '../shared/PolicyTypeChoice.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  incident: { policyType: PolicyType | null };
}

/**
 * /alert-have-only-mini-casco (SPEC §2 "Alert screens"): scope1, and the vehicle has only
 * mini-casco with the insurer. The reporter chooses to settle from it (CASCO) or from the
 * liability cover of whoever caused the damage (PZP).
 */
export default function AlertHaveOnlyMiniCascoScreen(props: ScreenProps) {
  const { t } = useLingui();
  const plate = myPlate(props.report);
  const smp = props.context === 'SMP';
  return (
    <>
      <p className="screen-lead">
        {plate
          ? smp
            ? t`Vozidlo ${plate} má v našej poisťovni iba mini havarijné poistenie. Uhrádza len niektoré škody – ktoré, nájdete v zmluve klienta.`
            : t`Vozidlo ${plate} má v našej poisťovni iba mini havarijné poistenie. Uhrádza len niektoré škody – ktoré, nájdete vo svojej zmluve.`
          : smp
            ? t`Vozidlo má v našej poisťovni iba mini havarijné poistenie. Uhrádza len niektoré škody – ktoré, nájdete v zmluve klienta.`
            : t`Vozidlo má v našej poisťovni iba mini havarijné poistenie. Uhrádza len niektoré škody – ktoré, nájdete vo svojej zmluve.`}
      </p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { policyType: initialPolicyType(props.portal) } }}
        validationSchema={alertHaveOnlyMiniCascoSchema()}
        busy={props.busy}
        onSubmit={(values) => props.submit({ incident: { policyType: values.incident.policyType! } })}
      >
        <PolicyTypeChoice
          label={smp ? t`Z ktorého poistenia chce klient škodu riešiť?` : t`Z ktorého poistenia chcete škodu riešiť?`}
          context={props.context}
          facts={policyTypeFactsOnScreen(props.scope, true)}
          casco={{
            description: smp
              ? t`Škodu vyriešime z mini havarijného poistenia klienta, ak ju kryje.`
              : t`Škodu vyriešime z vášho mini havarijného poistenia, ak ju kryje.`,
          }}
          pzp={{
            description: smp
              ? t`Ak škodu klientovi spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.`
              : t`Ak vám škodu spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.`,
          }}
        />
      </WizardForm>
    </>
  );
}
