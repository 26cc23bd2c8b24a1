import { useLingui, Trans } from '@lingui/react/macro';
import { WizardForm } from '../../components/WizardForm.tsx';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

/** The insurer's general claim reporting site (SPEC "Don't have licence plate: ... a link to an external reporting site"). */
export const EXTERNAL_REPORTING_URL = 'https://www.poistovna.example.sk/nahlasenie-skody';

/**
 * /alert-dont-have-license-plate (SPEC §2 "Alert screens"): the reporter has no plate. An
 * explanation, a link to the insurer's general reporting site, and Continue; for scope1 the
 * machine turns the report into damage to property by another vehicle (D20), which the text says.
 */
export default function AlertDontHaveLicensePlateScreen(props: ScreenProps) {
  const { t } = useLingui();
  const wasScope1 = props.scope === 'scope1' || props.report.incident.originalScopeOfDamage === 'scope1';
  return (
    <>
      <p className="screen-lead">{t`Vozidlo bez evidenčného čísla, napríklad kolobežku, nevieme vyhľadať v poistných zmluvách. Škodu však môžete nahlásiť aj tak – stačí pokračovať.`}</p>
      {wasScope1 && (
        <p className="screen-text">
          {props.context === 'SMP'
            ? t`Poškodenie takého vozidla vybavíme ako škodu na majetku klienta, ktorú spôsobilo iné vozidlo.`
            : t`Poškodenie takého vozidla vybavíme ako škodu na vašom majetku, ktorú spôsobilo iné vozidlo.`}
        </p>
      )}
      <p className="screen-text">
        <Trans>
          Ak chcete škodu uplatniť z iného poistenia, napríklad z poistenia domácnosti, nahláste ju na stránke{' '}
          <a href={EXTERNAL_REPORTING_URL} target="_blank" rel="noopener noreferrer">
            Nahlásenie škody<span className="visually-hidden"> (otvorí sa v novom okne)</span>
          </a>
          .
        </Trans>
      </p>
      <StepError error={props.error} />
      <WizardForm<Record<string, never>> initialValues={{}} busy={props.busy} onSubmit={() => props.submit({})}>
        {null}
      </WizardForm>
    </>
  );
}
