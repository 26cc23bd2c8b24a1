import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { requestNewLink, type NewLinkResult } from './claim-page-api.ts';

/**
 * "Send me a new link": the server e-mails a new link to the reporter's address of the report and
 * ends this one. Offered on the page and on a replaced link's message (docs/decisions.md).
 */
export function NewLinkRequest({ token, replaced }: { token: string; replaced: boolean }) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<NewLinkResult | null>(null);

  const sentTo = result?.kind === 'sent' ? result.sentTo : null;

  const send = () => {
    setSending(true);
    void requestNewLink(token).then((answer) => {
      setResult(answer);
      setSending(false);
    });
  };

  return (
    <section aria-labelledby="claim-page-new-link-heading" className="claim-page__new-link">
      <h2 id="claim-page-new-link-heading" className="confirm__heading">
        {t`Nový odkaz na túto stránku`}
      </h2>
      {!sentTo && (
        <>
          <p>
            {replaced
              ? t`Ak e-mail s novším odkazom nemáte, pošleme vám ďalší na e-mailovú adresu uvedenú v hlásení.`
              : t`Ak ste tento odkaz mohli niekomu poslať, pošleme vám nový na e-mailovú adresu uvedenú v hlásení. Tento odkaz potom prestane platiť.`}
          </p>
          <button type="button" className="button" onClick={send} disabled={sending}>
            {t`Poslať nový odkaz e-mailom`}
          </button>
        </>
      )}
      <div role="status">
        {sentTo && (
          <p>{t`Nový odkaz sme poslali na adresu ${sentTo} uvedenú v hlásení. Pozrite si, prosím, svoju e-mailovú schránku; tento odkaz už neplatí.`}</p>
        )}
      </div>
      <div role="alert">
        {result?.kind === 'limited' && (
          <p>{t`Nový odkaz sme vám už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj nevyžiadanú poštu) alebo to skúste neskôr.`}</p>
        )}
        {result?.kind === 'no-email' && (
          <p>{t`V hlásení nie je e-mailová adresa, na ktorú by sme mohli poslať nový odkaz. Kontaktujte nás, prosím, a uveďte číslo poistnej udalosti.`}</p>
        )}
        {result?.kind === 'failed' && <p>{t`Nový odkaz sa nepodarilo poslať. Skúste to, prosím, znova.`}</p>}
      </div>
    </section>
  );
}
