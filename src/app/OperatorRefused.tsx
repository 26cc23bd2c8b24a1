import { useLingui } from '@lingui/react/macro';

/** D2: an SMP operator who cannot be verified gets this page inside the frame, no wizard. */
export function OperatorRefused() {
  const { t } = useLingui();
  return (
    <>
      <h1 tabIndex={-1}>{t`Operátora sa nepodarilo overiť`}</h1>
      <p>{t`Hlásenie poistnej udalosti nie je možné začať, pretože vaše prihlásenie sme nedokázali overiť. Prihláste sa, prosím, do portálu znova alebo kontaktujte podporu.`}</p>
    </>
  );
}
