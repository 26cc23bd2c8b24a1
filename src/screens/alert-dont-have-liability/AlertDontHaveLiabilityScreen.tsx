import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { alertDontHaveLiabilitySchema } from '../../domain/validation/screen-schemas.ts';
import type { ScreenProps } from '../screen-props.ts';
import { myPlate } from '../shared/plate.ts';
import { POLICY_ID_FIELD, ShowPolicyNotVerified, refusedPolicyId, withPolicyNotVerified } from '../shared/policy-not-verified.tsx';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  incident: { policyId: string };
}

/**
 * /alert-dont-have-liability (SPEC §2 "Alert screens"): scope2, and no liability policy with the
 * insurer was found for the plate. The reporter enters the liability policy number, which the
 * machine verifies (D4: a number that does not verify is refused on the field), then
 * /reporter-details.
 */
export default function AlertDontHaveLiabilityScreen(props: ScreenProps) {
  const { t } = useLingui();
  const plate = myPlate(props.report);
  const refused = refusedPolicyId(props);
  const schema = alertDontHaveLiabilitySchema();

  return (
    <>
      <p className="screen-lead">
        {plate
          ? t`K vozidlu ${plate} sme k dátumu udalosti nenašli povinné zmluvné poistenie v našej poisťovni.`
          : t`K vozidlu sme k dátumu udalosti nenašli povinné zmluvné poistenie v našej poisťovni.`}
      </p>
      <Notice>
        <p>{t`Tu môžete nahlásiť iba škodu, ktorú spôsobilo toto vozidlo alebo iné vozidlo poistené v našej poisťovni.`}</p>
      </Notice>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { policyId: props.report.incident.policyId ?? '' } }}
        validate={async (values) => withPolicyNotVerified(await schemaErrors<Values>(schema, values), values, refused)}
        busy={props.busy}
        onSubmit={(values) => props.submit({ incident: { policyId: values.incident.policyId.trim() } })}
      >
        <ShowPolicyNotVerified refused={refused} />
        <TextField
          name={POLICY_ID_FIELD}
          label={t`Číslo zmluvy povinného zmluvného poistenia`}
          hint={t`Nájdete ho na poistnej zmluve alebo na zelenej karte. Zadajte iba číslice.`}
          type="number"
          autoComplete="off"
          width="medium"
        />
      </WizardForm>
    </>
  );
}
