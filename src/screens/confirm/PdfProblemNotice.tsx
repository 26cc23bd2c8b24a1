import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import type { PdfProblem } from './use-summary-pdf.ts';

/**
 * What kept the summary PDF away after its retries, and what to do: the report itself is sent
 * either way. With no signal it comes by itself when the signal returns; otherwise Try again.
 */
export function PdfProblemNotice({ problem, onRetry }: { problem: PdfProblem; onRetry(): void }) {
  const { t } = useLingui();
  const text = {
    offline: t`Bez signálu súhrn (PDF) teraz nestiahneme. Stiahneme ho sami, hneď ako budete opäť online. Vaše hlásenie sme prijali.`,
    busy: t`Server je už dlhšie preťažený, preto súhrn (PDF) teraz nevieme pripraviť. Vaše hlásenie sme prijali. Počkajte niekoľko minút a stlačte Skúsiť znova.`,
    failed: t`Súhrn (PDF) sa teraz nepodarilo pripraviť. Vaše hlásenie sme prijali. Stlačte Skúsiť znova; ak sa to zopakuje, skúste to o niekoľko minút.`,
  }[problem];
  return (
    <Notice tone="warning" title={t`Súhrn (PDF) zatiaľ nemáme`} announce>
      <p>{text}</p>
      {problem !== 'offline' && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t`Skúsiť znova`}
        </button>
      )}
    </Notice>
  );
}
