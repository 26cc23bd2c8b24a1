import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/TextField.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { PolicyType } from '../../domain/report.ts';
import { alertDontHaveCascoSchema } from '../../domain/validation/screen-schemas.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { myPlate } from '../shared/plate.ts';
import { POLICY_ID_FIELD, ShowPolicyNotVerified, refusedPolicyId, withPolicyNotVerified } from '../shared/policy-not-verified.tsx';
import { PolicyTypeChoice, initialPolicyType, policyTypeFactsOnScreen } from '../shared/PolicyTypeChoice.tsx';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  incident: { policyType: PolicyType | null; policyId: string };
}

/**
 * /alert-dont-have-casco (SPEC §2 "Alert screens"): no casco policy was found for the plate.
 * The reporter chooses PZP or CASCO; for CASCO the casco policy number, which the machine
 * verifies against the incident date (D4: a number that does not verify is refused on the field).
 * Scope12 gets a more-info toggle: why liability cover does not pay for one's own vehicle.
 */
export default function AlertDontHaveCascoScreen(props: ScreenProps) {
  const { t } = useLingui();
  const smp = props.context === 'SMP';
  const plate = myPlate(props.report);
  const refused = refusedPolicyId(props);
  const schema = alertDontHaveCascoSchema();
  const policyType = initialPolicyType(props.portal);
  const stored = props.report.incident;
  // With the portal's casco choice, its policy number (`cislopz`) is the casco number to verify.
  const initialValues: Values = { incident: { policyType, policyId: policyType === 'CASCO' ? (stored.policyId ?? '') : '' } };

  const patchOf = (values: Values): ScreenPatch => {
    if (values.incident.policyType === 'CASCO') return { incident: { policyType: 'CASCO', policyId: values.incident.policyId.trim() } };
    // With PZP the number field is not shown; a casco number left in the document from this
    // choice (a refused one, or the portal's casco number) does not belong to a PZP claim.
    const cascoNumberStored = stored.policyType === 'CASCO' && !!stored.policyId;
    return { incident: { policyType: 'PZP', ...(cascoNumberStored && { policyId: null }) } };
  };

  return (
    <>
      <p className="screen-lead">
        {plate
          ? t`K vozidlu ${plate} sme k dátumu udalosti nenašli havarijné poistenie v našej poisťovni. Škodu môžete nahlásiť aj tak.`
          : t`K vozidlu sme k dátumu udalosti nenašli havarijné poistenie v našej poisťovni. Škodu môžete nahlásiť aj tak.`}
      </p>
      {props.scope === 'scope12' && (
        <details className="more-info">
          <summary>
            {smp
              ? t`Prečo z povinného zmluvného poistenia neuhradíme škodu na vozidle klienta?`
              : t`Prečo z povinného zmluvného poistenia neuhradíme škodu na vašom vozidle?`}
          </summary>
          <div className="more-info__body">
            <p>
              {smp
                ? t`Povinné zmluvné poistenie (PZP) uhrádza iba škody, ktoré klient spôsobil iným. Škodu na vlastnom vozidle klienta môžeme uhradiť iba z havarijného poistenia.`
                : t`Povinné zmluvné poistenie (PZP) uhrádza iba škody, ktoré ste spôsobili iným. Škodu na vašom vlastnom vozidle môžeme uhradiť iba z havarijného poistenia.`}
            </p>
            <p>
              {smp
                ? t`Ak má klient u nás havarijné poistenie, vyberte Havarijné poistenie a zadajte číslo zmluvy. Ak ho nemá, vyberte PZP a nahláste škodu, ktorú klient spôsobil iným.`
                : t`Ak máte u nás havarijné poistenie, vyberte Havarijné poistenie a zadajte číslo zmluvy. Ak ho nemáte, vyberte PZP a nahláste škodu, ktorú ste spôsobili iným.`}
            </p>
          </div>
        </details>
      )}
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initialValues}
        validate={async (values) =>
          withPolicyNotVerified(await schemaErrors<Values>(schema, values), values, values.incident.policyType === 'CASCO' ? refused : null)
        }
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(values))}
      >
        {({ values }) => (
          <>
            <ShowPolicyNotVerified refused={refused} />
            <PolicyTypeChoice
              label={t`Ako chcete pokračovať?`}
              context={props.context}
              facts={policyTypeFactsOnScreen(props.scope, false)}
              casco={{
                description: smp
                  ? t`Má klient u nás havarijné poistenie? Zadáte číslo zmluvy a my ho overíme.`
                  : t`Máte u nás havarijné poistenie? Zadáte číslo zmluvy a my ho overíme.`,
              }}
              pzp={{
                description:
                  props.scope === 'scope12'
                    ? smp
                      ? t`Nahlásite škodu, ktorú klient spôsobil iným. Škodu na vozidle klienta z neho neuhradíme.`
                      : t`Nahlásite škodu, ktorú ste spôsobili iným. Škodu na vašom vozidle z neho neuhradíme.`
                    : smp
                      ? t`Ak škodu klientovi spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.`
                      : t`Ak vám škodu spôsobil iný vodič, uhradí ju jeho povinné zmluvné poistenie.`,
              }}
            />
            {values.incident.policyType === 'CASCO' && (
              <TextField
                name={POLICY_ID_FIELD}
                label={t`Číslo zmluvy havarijného poistenia`}
                hint={t`Nájdete ho na poistnej zmluve. Zadajte iba číslice.`}
                type="number"
                autoComplete="off"
                width="medium"
              />
            )}
          </>
        )}
      </WizardForm>
    </>
  );
}
