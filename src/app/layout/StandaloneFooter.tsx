import { useLingui } from '@lingui/react/macro';
import { ACCESSIBILITY_ROUTE, PRIVACY_ROUTE } from '../../domain/statement-route.ts';

/**
 * Footer.tsx's two links for the pages that are apps of their own, without the wizard's router
 * (the claim's page, the accident statement): plain links under the /motor/ base path.
 */
export function StandaloneFooter() {
  const { t } = useLingui();
  return (
    <footer className="footer">
      <ul className="footer__links">
        <li>
          <a href={`/motor${ACCESSIBILITY_ROUTE}`}>{t`Vyhlásenie o prístupnosti`}</a>
        </li>
        <li>
          <a href={`/motor${PRIVACY_ROUTE}`}>{t`Ochrana osobných údajov`}</a>
        </li>
      </ul>
    </footer>
  );
}
