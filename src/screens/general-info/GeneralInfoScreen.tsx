import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Textarea } from '../../components/Textarea.tsx';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { LIMITS } from '../../domain/validation/limits.ts';
import { generalInfoSchema } from '../../domain/validation/screen-schemas.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { IncidentWhenFields, incidentWhenPatch, incidentWhenValue, type IncidentWhenValue } from '../shared/IncidentWhenFields.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  /** The "Nemám evidenčné číslo" checkbox: the inverse of `myVehicle.hasLicensePlate`, kept in step with it. */
  noLicensePlate: boolean;
  incident: {
    myVehicle: { hasLicensePlate: boolean; licensePlate: string; description: string };
    policyId: string;
  } & IncidentWhenValue;
}

const upperCase = (value: string) => value.toUpperCase();
const text = (value: string | null | undefined) => (value ?? '').trim();

function initialValues(report: ScreenProps['report']): Values {
  const { incident } = report;
  const hasLicensePlate = incident.myVehicle?.hasLicensePlate ?? true;
  return {
    noLicensePlate: !hasLicensePlate,
    incident: {
      myVehicle: {
        hasLicensePlate,
        licensePlate: incident.myVehicle?.licensePlate ?? '',
        description: incident.myVehicle?.description ?? '',
      },
      // Shown (and sent) only without a plate; with a plate a stored number (a portal's) stays as it is.
      policyId: hasLicensePlate ? '' : (incident.policyId ?? ''),
      ...incidentWhenValue(incident),
    },
  };
}

/**
 * The answers as the document has them: only the fields shown. The machine's reset
 * (SPEC "Ticking I don't have a plate clears the plate; unticking clears description and policy
 * id") clears the hidden ones in the document, as the form cleared them on the screen.
 */
function patchOf(values: Values): ScreenPatch {
  const { myVehicle, policyId } = values.incident;
  const when = incidentWhenPatch(values.incident);
  if (myVehicle.hasLicensePlate) {
    return { incident: { ...when, myVehicle: { hasLicensePlate: true, licensePlate: text(myVehicle.licensePlate) } } };
  }
  return {
    incident: {
      ...when,
      policyId: text(policyId) || null,
      myVehicle: { hasLicensePlate: false, description: text(myVehicle.description) },
    },
  };
}

/**
 * /general-info (SPEC §2): the licence plate, or without one a description of the vehicle and,
 * if known, the policy number; the incident date. Continue: the shell shows the verifying loader
 * while the machine verifies and routes.
 */
export default function GeneralInfoScreen(props: ScreenProps) {
  const { t } = useLingui();
  // The schema reads the plate switch from `myVehicle.hasLicensePlate`; the policy number is
  // checked only where it is shown (a hidden, stored one is not the reporter's to fix here).
  const schema = generalInfoSchema({ today: props.today, now: props.now });
  const validate = (values: Values) =>
    schemaErrors<Values>(
      schema,
      values.incident.myVehicle.hasLicensePlate ? { ...values, incident: { ...values.incident, policyId: '' } } : values,
    );

  return (
    <>
      <p className="screen-lead">
        {props.context === 'SMP'
          ? t`Podľa evidenčného čísla vyhľadáme poistenie vozidla klienta.`
          : t`Podľa evidenčného čísla vyhľadáme poistenie vášho vozidla.`}
      </p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initialValues(props.report)}
        validate={validate}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(values))}
      >
        {({ values, setValues, setFieldTouched }) => {
          const hasPlate = values.incident.myVehicle.hasLicensePlate;
          // One change of all the values concerned, validated once against the new whole.
          const togglePlate = (noPlate: boolean) => {
            const { myVehicle, policyId } = values.incident;
            void setValues({
              ...values,
              noLicensePlate: noPlate,
              incident: {
                ...values.incident,
                myVehicle: {
                  hasLicensePlate: !noPlate,
                  // Ticking clears the plate; unticking clears the description and the policy number.
                  licensePlate: noPlate ? '' : myVehicle.licensePlate,
                  description: noPlate ? myVehicle.description : '',
                },
                policyId: noPlate ? policyId : '',
              },
            });
            const cleared = noPlate ? ['incident.myVehicle.licensePlate'] : ['incident.myVehicle.description', 'incident.policyId'];
            for (const field of cleared) void setFieldTouched(field, false, false);
          };
          return (
            <>
              {hasPlate && (
                <TextField
                  name="incident.myVehicle.licensePlate"
                  label={t`Evidenčné číslo vozidla`}
                  hint={t`Napríklad BA123AB`}
                  transform={upperCase}
                  autoCapitalize="characters"
                  autoComplete="off"
                  width="medium"
                />
              )}
              <Checkbox
                name="noLicensePlate"
                label={t`Nemám evidenčné číslo`}
                hint={t`Napríklad pri kolobežke alebo inom vozidle bez evidenčného čísla.`}
                onChange={togglePlate}
              />
              {!hasPlate && (
                <>
                  <Textarea
                    name="incident.myVehicle.description"
                    label={t`Popis vozidla`}
                    hint={t`Napríklad: čierna elektrická kolobežka Xiaomi`}
                    rows={3}
                    maxLength={LIMITS.descriptionMaxLength}
                  />
                  <TextField
                    name="incident.policyId"
                    label={t`Číslo poistnej zmluvy`}
                    hint={t`Ak ho máte poruke. Nájdete ho na poistnej zmluve. Zadajte iba číslice.`}
                    type="number"
                    optional
                    autoComplete="off"
                    width="medium"
                  />
                </>
              )}
              <IncidentWhenFields today={props.today} />
            </>
          );
        }}
      </WizardForm>
    </>
  );
}
