import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatDate, formatPhone } from '../../domain/format.ts';
import { summaryLabel } from '../../domain/summary-labels.ts';
import type { ScreenProps } from '../screen-props.ts';

// react-pdf and pdf.js are large: only this screen loads them, and only after the numbers show.
const SummaryPreview = lazy(() => import('./SummaryPreview.tsx'));

/**
 * SPEC /confirm: the incident date; per saved object its label and claim number (or the report
 * number, or "not assigned yet"); what happens next; the reporter's contacts; download of the
 * summary PDF (not for a duplicate) and Exit (not in portals).
 */
export default function ConfirmScreen({ report, reportId, saved, context, send }: ScreenProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'sk';
  const reporter = report.parties.reporter;
  const duplicate = saved?.isDuplicate === true;
  const pdfUrl = reportId ? `/v1/incident-report/${encodeURIComponent(reportId)}/summary.pdf` : undefined;
  const results = saved?.results ?? [];
  const phone = formatPhone(reporter?.phone);

  return (
    <div className="confirm">
      <p>
        {t`Dátum udalosti:`} <strong>{formatDate(report.incident.date)}</strong>
      </p>
      <ul className="confirm__results">
        {results.map((result, index) => (
          <li key={index}>
            <span>
              {summaryLabel(`objectType.${result.objectType}`, locale)}
              {result.objectType === 'VEHICLE' && ` ${result.objectLabel ?? summaryLabel('vehicle.noLicensePlate', locale)}`}
            </span>{' '}
            {result.claimId ? (
              <>
                {summaryLabel('saved.claimId', locale)}: <strong>{result.claimId}</strong>
              </>
            ) : result.reportId ? (
              <>
                {summaryLabel('saved.reportNumber', locale)}: <strong>{result.reportId}</strong>
              </>
            ) : (
              summaryLabel('saved.notAssigned', locale)
            )}
          </li>
        ))}
      </ul>
      {report.attachments.length > 0 && <p>{t`Priložené dokumenty sme k hláseniu pripojili.`}</p>}
      <p>{t`Čoskoro vás budeme kontaktovať.`}</p>
      <p>
        {duplicate
          ? t`Túto udalosť sme už mali nahlásenú, preto sme nové čísla nepridelili. Uvedené čísla patria pôvodnému hláseniu.`
          : reporter?.email
            ? t`Súhrn hlásenia sme vám poslali e-mailom.`
            : t`Súhrn hlásenia si môžete stiahnuť nižšie.`}
      </p>
      {(reporter?.email || phone) && (
        <p>
          {t`Kontaktovať vás budeme na:`} {[reporter?.email, phone].filter(Boolean).join(', ')}
        </p>
      )}
      {!duplicate && pdfUrl && (
        <Suspense fallback={null}>
          <SummaryPreview url={pdfUrl} />
        </Suspense>
      )}
      <div className="confirm__actions">
        {!duplicate && pdfUrl && (
          <a className="button" href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t`Stiahnuť súhrn (PDF)`}
          </a>
        )}
        {context === 'WEB' && (
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'EXIT' })}>
            {t`Ukončiť`}
          </button>
        )}
      </div>
    </div>
  );
}
