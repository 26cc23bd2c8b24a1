import { useLingui } from '@lingui/react/macro';

/**
 * "How we handle your data", on the first screens that ask for names and contacts:
 * the privacy notice opens in a new tab, so nothing typed on this screen is lost (GOV.UK: a link
 * out of a form opens anew and says so).
 */
export function PrivacyNoticeLink({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <p className="screen-text">
      <a href={href} target="_blank" rel="noopener">
        {t`Ako spracúvame vaše údaje (otvorí sa na novej karte)`}
      </a>
    </p>
  );
}
