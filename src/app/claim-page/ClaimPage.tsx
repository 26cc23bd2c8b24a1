import { useLingui } from '@lingui/react/macro';
import { formatAddress, formatDate, formatDateTime, formatIncidentWhen } from '../../domain/format.ts';
import { savedObjectName } from '../../domain/saved-object-name.ts';
import { summaryLabel, summaryLocale } from '../../domain/summary-labels.ts';
import { NextSteps } from '../../screens/confirm/NextSteps.tsx';
import { AddDocuments } from './AddDocuments.tsx';
import type { ClaimPageData } from './claim-page-api.ts';

type Claim = ClaimPageData['claims'][number];
type Entry = Claim['timeline'][number];

/** A status as the timeline words it, with what it brought (the inspection's date and place, the documents asked for, the decision). */
function useEntryText(): { status(entry: Entry): string; detail(entry: Entry): string | null } {
  const { t, i18n } = useLingui();
  const locale = summaryLocale(i18n);
  return {
    status(entry) {
      switch (entry.status) {
        case 'REPORTED':
          return t`Nahlásená`;
        case 'RECEIVED':
          return t`Prijatá poisťovňou`;
        case 'HANDLER_ASSIGNED':
          return t`Pridelená likvidátorovi`;
        case 'INSPECTION_PLANNED':
          return t`Naplánovaná obhliadka`;
        case 'DOCUMENTS_REQUESTED':
          return t`Vyžiadané dokumenty`;
        case 'DECIDED':
          return t`Rozhodnutá`;
        case 'PAID':
          return t`Vyplatená`;
        case 'CLOSED':
          return t`Uzavretá`;
      }
    },
    detail(entry) {
      if (entry.inspection) {
        const when = [formatDate(entry.inspection.date, locale), entry.inspection.time].filter(Boolean).join(' ');
        const place = entry.inspection.place;
        return t`Obhliadka ${when}, ${place}`;
      }
      if (entry.documentTypes) return entry.documentTypes.map((type) => summaryLabel(`attachmentType.${type}`, i18n)).join(', ');
      switch (entry.decision) {
        case 'ACCEPTED':
          return t`Poistné plnenie bolo priznané.`;
        case 'PARTLY_ACCEPTED':
          return t`Poistné plnenie bolo priznané čiastočne.`;
        case 'REJECTED':
          return t`Poistné plnenie nebolo priznané.`;
        default:
          return null;
      }
    },
  };
}

/** Megabytes with one decimal in the page's language ("1,4 MB"). */
const megabytes = (bytes: number, locale: string) =>
  `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'sk-SK', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

function ClaimTimeline({ claim }: { claim: Claim }) {
  const { t, i18n } = useLingui();
  const text = useEntryText();
  const locale = summaryLocale(i18n);
  const headingId = `claim-${claim.claimId}-heading`;
  return (
    <section className="claim-page__claim" aria-labelledby={headingId}>
      <h2 id={headingId} className="confirm__heading">
        {savedObjectName(claim, i18n)}
      </h2>
      <p>
        {summaryLabel('saved.claimId', i18n)}: <strong>{claim.claimId}</strong>
      </p>
      {claim.answeredDocuments.length > 0 && (
        <div className="claim-page__answered">
          <h3 className="claim-page__subheading">{t`Vyžiadané dokumenty, ktoré ste už doplnili`}</h3>
          <ul>
            {claim.answeredDocuments.map((type) => (
              <li key={type}>{summaryLabel(`attachmentType.${type}`, i18n)}</li>
            ))}
          </ul>
        </div>
      )}
      {claim.requestedDocuments.length > 0 && (
        <div className="claim-page__requested">
          <h3 className="claim-page__subheading">{t`Poisťovňa od vás ešte potrebuje`}</h3>
          <ul>
            {claim.requestedDocuments.map((type) => (
              <li key={type}>{summaryLabel(`attachmentType.${type}`, i18n)}</li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="claim-page__subheading">{t`Priebeh`}</h3>
      <ol className="claim-page__timeline">
        {claim.timeline.map((entry, index) => {
          const detail = text.detail(entry);
          return (
            <li
              key={index}
              className={index === claim.timeline.length - 1 ? 'claim-page__step claim-page__step--current' : 'claim-page__step'}
            >
              <span className="claim-page__status">{text.status(entry)}</span>{' '}
              <span className="claim-page__when">{formatDateTime(entry.at, locale)}</span>
              {detail && <span className="claim-page__detail">{detail}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * A saved report's own page: its claims with their statuses, when and where it happened, the
 * documents sent, a way to add more and what happens next (the table of /confirm). Nothing of the reporter's or the
 * other parties' personal data.
 */
export function ClaimPage({ page, token, onDocumentSent }: { page: ClaimPageData; token: string; onDocumentSent(): void }) {
  const { t, i18n } = useLingui();
  const locale = summaryLocale(i18n);
  const place = page.incident.place ? formatAddress(page.incident.place, i18n) : '';
  return (
    <div className="confirm claim-page">
      <div className="confirm__panel">
        <dl className="claim-page__facts">
          <div>
            <dt>{t`Dátum udalosti`}</dt>
            <dd>{formatIncidentWhen(page.incident, locale)}</dd>
          </div>
          {place && (
            <div>
              <dt>{t`Miesto udalosti`}</dt>
              <dd>{place}</dd>
            </div>
          )}
          {page.reportNumber && (
            <div>
              <dt>{summaryLabel('saved.reportNumber', i18n)}</dt>
              <dd>{page.reportNumber}</dd>
            </div>
          )}
          <div>
            <dt>{summaryLabel('saved.savedAt', i18n)}</dt>
            <dd>{formatDateTime(page.savedAt, locale)}</dd>
          </div>
        </dl>
      </div>

      {page.claims.map((claim) => (
        <ClaimTimeline key={claim.claimId} claim={claim} />
      ))}

      <section aria-labelledby="claim-page-documents-heading">
        <h2 id="claim-page-documents-heading" className="confirm__heading">
          {t`Odoslané dokumenty`}
        </h2>
        {page.documents.length > 0 ? (
          <ul className="claim-page__documents">
            {page.documents.map((document, index) => (
              <li key={index}>
                <span className="claim-page__document-type">{summaryLabel(`attachmentType.${document.type}`, i18n)}</span>
                {': '}
                <span className="claim-page__file-name">{document.fileName}</span> ({megabytes(document.size, locale)},{' '}
                {document.sentAt ? t`odoslané ${formatDate(document.sentAt, locale)}` : t`odosiela sa poisťovni`})
              </li>
            ))}
          </ul>
        ) : (
          <p>{t`K hláseniu ste zatiaľ nepriložili žiadne dokumenty.`}</p>
        )}
      </section>

      <AddDocuments token={token} page={page} onSent={onDocumentSent} />

      <NextSteps steps={page.nextSteps} serviceName={page.serviceName} />
    </div>
  );
}
