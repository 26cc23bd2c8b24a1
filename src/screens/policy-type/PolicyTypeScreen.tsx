import { useLingui } from '@lingui/react/macro';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { PolicyType } from '../../domain/report.ts';
import { policyTypeSchema } from '../../domain/validation/screen-schemas.ts';
import type { ScreenProps } from '../screen-props.ts';
import { PolicyTypeChoice, initialPolicyType, policyTypeFactsOnScreen } from '../shared/PolicyTypeChoice.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  incident: { policyType: PolicyType | null };
}

/**
 * /policy-type (SPEC §2): the vehicle has casco with the insurer and another vehicle was involved
 * (scopes 14, 13, 134): the reporter chooses which cover settles the damage. The SMP variant of the
 * title is the shell's (titles.ts `screenTitle`).
 */
export default function PolicyTypeScreen(props: ScreenProps) {
  const { t } = useLingui();
  const smp = props.context === 'SMP';
  return (
    <>
      <p className="screen-lead">
        {smp
          ? t`Vozidlo klienta má v našej poisťovni havarijné poistenie. Vyberte, z ktorého poistenia chce klient škodu riešiť.`
          : t`Vaše vozidlo má v našej poisťovni havarijné poistenie. Škodu môžeme riešiť z neho alebo z povinného zmluvného poistenia toho, kto ju spôsobil.`}
      </p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { policyType: initialPolicyType(props.portal) } }}
        validationSchema={policyTypeSchema()}
        busy={props.busy}
        onSubmit={(values) => props.submit({ incident: { policyType: values.incident.policyType! } })}
      >
        <PolicyTypeChoice
          context={props.context}
          facts={policyTypeFactsOnScreen(props.scope, false)}
          casco={{
            description: smp ? t`Z havarijného poistenia klienta.` : t`Z vášho havarijného poistenia.`,
          }}
          pzp={{
            description: t`Z povinného zmluvného poistenia vodiča, ktorý škodu spôsobil.`,
          }}
        />
      </WizardForm>
    </>
  );
}
