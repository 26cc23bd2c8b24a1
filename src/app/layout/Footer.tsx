import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ACCESSIBILITY_ROUTE, PRIVACY_ROUTE } from '../../domain/statement-route.ts';

/** Copyright from 2024 to this year (SPEC §9), the accessibility statement and the privacy notice. */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const years = year > 2024 ? `2024–${year}` : '2024';
  return (
    <footer className="footer">
      <p>{t`© ${years} Poisťovňa. Všetky práva vyhradené.`}</p>
      <ul className="footer__links">
        <li>
          <Link to={ACCESSIBILITY_ROUTE}>{t`Vyhlásenie o prístupnosti`}</Link>
        </li>
        <li>
          <Link to={PRIVACY_ROUTE}>{t`Ochrana osobných údajov`}</Link>
        </li>
      </ul>
    </footer>
  );
}
