import { useLingui } from '@lingui/react/macro';
import { useHeadingFocus } from '../use-heading-focus.ts';
import { usePageTitle } from '../use-page-title.ts';

/** SPEC §2: unknown paths show a not-found page (heading in Slovak) with a back button. */
export function NotFound({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const title = t`Stránka sa nenašla`;
  const heading = useHeadingFocus();
  // Its own title: a tab, a bookmark or a screen reader's list of windows says the page is missing.
  usePageTitle(`${title} – ${t`Nahlásenie poistnej udalosti`}`);
  return (
    <main className="page page--narrow" id="main">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{t`Adresa, ktorú ste zadali, neexistuje. Vaše rozpracované hlásenie je uložené.`}</p>
      <button type="button" className="button" onClick={onBack}>
        {t`Späť do hlásenia`}
      </button>
    </main>
  );
}
