import { useLingui } from '@lingui/react/macro';

/** Copyright from 2024 to this year (SPEC §9). */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const years = year > 2024 ? `2024–${year}` : '2024';
  return (
    <footer className="footer">
      <p>{t`© ${years} Poisťovňa. Všetky práva vyhradené.`}</p>
    </footer>
  );
}
