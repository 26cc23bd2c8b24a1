import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIMS_HOTLINE } from '../domain/insurer.ts';
import { useHeadingFocus } from './use-heading-focus.ts';
import { usePageTitle } from './use-page-title.ts';

/** Where to report a barrier; on a phone a tap writes or calls (the number in its international form, so a foreign SIM dials Slovakia). */
const FEEDBACK_EMAIL = 'pristupnost@poistovna.example.sk';
// The claims line: damage can be reported there too.
const FEEDBACK_PHONE = CLAIMS_HOTLINE.display;
const FEEDBACK_PHONE_URI = `tel:${CLAIMS_HOTLINE.dial}`;

/**
 * The accessibility statement (linked from the footer). What it claims is what the browser suites
 * check on every route (tests/e2e/a11y-*.test.ts): axe-core's WCAG 2.0–2.2 A and AA rules and a
 * keyboard-only journey. The report in progress is untouched; "Back to the report" returns to it.
 */
export function AccessibilityStatement({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  usePageTitle(`${t`Vyhlásenie o prístupnosti`} – ${t`Nahlásenie poistnej udalosti`}`);
  // Once, on arrival; a switch of language leaves focus on the switch.
  const heading = useHeadingFocus();
  return (
    <main className="page page--narrow" id="main">
      <h1 ref={heading} tabIndex={-1}>
        {t`Vyhlásenie o prístupnosti`}
      </h1>
      <p>{t`Chceme, aby poistnú udalosť mohol nahlásiť každý, aj s čítačkou obrazovky, len klávesnicou alebo so zväčšeným písmom.`}</p>
      <h2>{t`Stav súladu`}</h2>
      <p>{t`Formulár je v súlade s WCAG 2.2 na úrovni AA, s výnimkami uvedenými nižšie. Súlad sme overili automatickými testami (axe-core) na všetkých obrazovkách v slovenčine aj angličtine, na mobile aj počítači, a testami ovládania iba klávesnicou. Nezávislý audit zatiaľ neprebehol.`}</p>
      <h2>{t`Známe obmedzenia`}</h2>
      <ul>
        <li>{t`Mapa (výber miesta udalosti, servisu a obhliadky) sa ovláda najmä myšou alebo dotykom. Adresu však môžete vždy vyhľadať a vyplniť v textových poliach pod mapou.`}</li>
        <li>{t`Mapové podklady sú obrázky tretej strany bez textového popisu; nesú iba doplnkovú informáciu.`}</li>
        <li>{t`Náhľad súhrnu vo formáte PDF na konci nemusí byť pre čítačky obrazovky úplne prístupný; rovnaké údaje sú na obrazovke Súhrn hlásenia.`}</li>
      </ul>
      <h2>{t`Spätná väzba a kontakt`}</h2>
      <p>
        <Trans>
          Ak narazíte na prekážku, napíšte nám na <a href={`mailto:${FEEDBACK_EMAIL}`}>{FEEDBACK_EMAIL}</a> alebo zavolajte na{' '}
          <a href={FEEDBACK_PHONE_URI}>{FEEDBACK_PHONE}</a> (pracovné dni 8:00 – 17:00). Odpovieme do 5 pracovných dní a škodu s vami vieme
          nahlásiť aj telefonicky.
        </Trans>
      </p>
      <h2>{t`Vypracovanie vyhlásenia`}</h2>
      <p>{t`Vyhlásenie bolo vypracované 21. novembra 2026 na základe automatických testov a vlastného posúdenia.`}</p>
      <button type="button" className="button" onClick={onBack}>
        {t`Späť do hlásenia`}
      </button>
    </main>
  );
}
