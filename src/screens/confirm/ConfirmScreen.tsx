import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatDateTime, formatIncidentWhen, formatPhone } from '../../domain/format.ts';
import { CLAIMS_HOTLINE } from '../../domain/insurer.ts';
import { nextSteps, nextStepsInputOf } from '../../domain/next-steps.ts';
import { savedObjectName } from '../../domain/saved-object-name.ts';
import { claimPagePath } from '../../domain/claim-page-route.ts';
import { summaryLabel, summaryLocale } from '../../domain/summary-labels.ts';
import type { ScreenProps } from '../screen-props.ts';
import { NextSteps } from './NextSteps.tsx';
import { PdfProblemNotice } from './PdfProblemNotice.tsx';
import './confirm.css';
import { useSummaryPdf } from './use-summary-pdf.ts';

// react-pdf and pdf.js are large: only this screen loads them, and only after the numbers show.
const SummaryPreview = lazy(() => import('./SummaryPreview.tsx'));

/**
 * A report the server found to repeat an earlier one (the same plate or policy
 * number on the same incident date) says so in plain words: which report, sent when, and what the
 * server did with this one (its answers not added, no new numbers, no claim), and where to turn to
 * change the earlier report. The page's first content, so that nothing above it reads as a new claim.
 */
function DuplicateNotice({ incidentWhen, reportNumbers, sentAt }: { incidentWhen: string; reportNumbers: string[]; sentAt?: string }) {
  const { t, i18n } = useLingui();
  const number = reportNumbers.join(', ');
  const sent = formatDateTime(sentAt, summaryLocale(i18n));
  const hotline = CLAIMS_HOTLINE.display;
  return (
    <section className="confirm__duplicate" aria-labelledby="confirm-duplicate-heading">
      <h2 id="confirm-duplicate-heading" className="confirm__heading">
        {t`Táto udalosť už bola nahlásená`}
      </h2>
      <p>
        {sent
          ? t`Udalosť z ${incidentWhen} s tým istým vozidlom alebo poistnou zmluvou sme prijali už ${sent} v hlásení č. ${number}.`
          : t`Udalosť z ${incidentWhen} s tým istým vozidlom alebo poistnou zmluvou sme už prijali v hlásení č. ${number}.`}
      </p>
      <p>{t`Odpovede z tohto hlásenia sme k pôvodnému nepridali a nové čísla ani poistné udalosti sme nezaložili. Platia čísla a ďalšie kroky pôvodného hlásenia uvedené nižšie.`}</p>
      <p>
        <Trans>
          Ak chcete pôvodné hlásenie doplniť alebo opraviť, zavolajte na škodovú linku <a href={`tel:${CLAIMS_HOTLINE.dial}`}>{hotline}</a>.
        </Trans>
      </p>
    </section>
  );
}

/**
 * SPEC /confirm: the incident date; per saved object its type and label with the claim number,
 * else the report number, else "number not assigned yet"; documents attached; we will be in
 * touch; duplicate or "summary sent"; the reporter's e-mail and phone; the numbered next steps
 * (src/domain/next-steps.ts); the summary PDF's preview and download (not for a duplicate) and
 * Exit (not in portals, SPEC §6).
 */
export default function ConfirmScreen({ report, reportId, saved, context, scope, policyType, send, lookups }: ScreenProps) {
  const { i18n, t } = useLingui();
  const locale = summaryLocale(i18n);
  const reporter = report.parties.reporter;
  const smp = context === 'SMP';
  const duplicate = saved?.isDuplicate === true;
  // The PDF in the language the page shows (D26): switching the page's language previews and
  // downloads the other language's PDF.
  const pdfUrl = reportId ? `/v1/incident-report/${encodeURIComponent(reportId)}/summary.pdf?locale=${locale}` : undefined;
  // Fetched with the retries of every call for both the preview and the download; the link keeps
  // the PDF's own address (a new tab, a copied link).
  const summary = useSummaryPdf(lookups.summaryPdf, duplicate ? null : reportId, locale);
  const results = saved?.results ?? [];
  const reportNumbers = saved?.incidentReportIds ?? [];
  const email = reporter?.email?.trim() || '';
  const phone = formatPhone(reporter?.phone);
  // A duplicate's answers were not added to the earlier report: what happens next is what its
  // reporter was told (docs/decisions.md "Duplicates"), not what these answers would make of it.
  const original = duplicate ? saved?.duplicateOf : null;
  const steps = original
    ? original.nextSteps
    : nextSteps(nextStepsInputOf(report.incident, report.parties.otherResponsibleParty, scope, policyType));
  const serviceName = original ? original.serviceName : report.incident.carRepairService?.companyName?.trim() || null;
  const when = formatIncidentWhen(report.incident, locale);

  return (
    <div className="confirm">
      {duplicate && <DuplicateNotice incidentWhen={when} reportNumbers={reportNumbers} sentAt={original?.savedAt} />}
      <div className="confirm__panel">
        <p className="confirm__date">
          {t`Dátum udalosti:`} <strong>{when}</strong>
        </p>
        <h2 className="confirm__heading">{duplicate ? t`Čísla pôvodného hlásenia` : t`Pridelené čísla`}</h2>
        <ul className="confirm__results">
          {results.map((result, index) => (
            <li key={index}>
              <span className="confirm__object">{savedObjectName(result, i18n)}</span>
              {' – '}
              {result.claimId ? (
                <>
                  {summaryLabel('saved.claimId', i18n)}: <strong>{result.claimId}</strong>
                </>
              ) : result.reportId ? (
                <>
                  {summaryLabel('saved.reportNumber', i18n)}: <strong>{result.reportId}</strong>
                </>
              ) : (
                summaryLabel('saved.notAssigned', i18n)
              )}
            </li>
          ))}
          {results.length === 0 && (
            <li>
              {reportNumbers.length > 0 ? (
                <>
                  {summaryLabel('saved.reportNumber', i18n)}: <strong>{reportNumbers.join(', ')}</strong>
                </>
              ) : (
                summaryLabel('saved.notAssigned', i18n)
              )}
            </li>
          )}
        </ul>
      </div>

      {report.attachments.length > 0 && <p>{t`Priložené dokumenty sme k hláseniu pripojili.`}</p>}
      <p>{smp ? t`Klienta budeme čoskoro kontaktovať.` : t`Čoskoro vás budeme kontaktovať.`}</p>
      {!duplicate && <p>{email ? t`Súhrn hlásenia sme poslali na e-mail ${email}.` : t`Súhrn hlásenia si môžete stiahnuť nižšie.`}</p>}

      {(email || phone) && (
        <>
          <h2 className="confirm__heading">{smp ? t`Kontaktné údaje klienta` : t`Vaše kontaktné údaje`}</h2>
          <dl className="confirm__contacts">
            {email && (
              <div>
                <dt>{summaryLabel('party.email', i18n)}</dt>
                <dd>{email}</dd>
              </div>
            )}
            {phone && (
              <div>
                <dt>{summaryLabel('party.phone', i18n)}</dt>
                <dd>{phone}</dd>
              </div>
            )}
          </dl>
        </>
      )}

      {saved?.claimPageToken && (
        <p className="confirm__claim-page">
          {t`Ako vybavujeme poistnú udalosť, uvidíte na jej stránke:`}{' '}
          <a href={`/motor${claimPagePath(saved.claimPageToken)}`}>{t`Stránka poistnej udalosti`}</a>
          {email ? ` ${t`(odkaz sme poslali aj e-mailom)`}` : ''}
        </p>
      )}

      <NextSteps steps={steps} serviceName={serviceName} />

      {!duplicate && pdfUrl && (
        <Suspense fallback={null}>
          {summary.problem ? (
            <PdfProblemNotice problem={summary.problem} onRetry={summary.retry} />
          ) : (
            <SummaryPreview file={summary.pdf?.blob ?? null} />
          )}
        </Suspense>
      )}
      <div className="confirm__actions">
        {!duplicate && pdfUrl && (
          <a
            className="button"
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              event.preventDefault();
              summary.save();
            }}
          >
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
