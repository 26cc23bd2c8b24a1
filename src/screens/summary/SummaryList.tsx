import { useLingui } from '@lingui/react/macro';
import type { SummarySection } from '../../domain/summary.ts';

/** Where an attachment is downloaded (SPEC §7 view-attachment, "opened in a new tab"). */
export const attachmentUrl = (reportId: string, attachmentId: string) =>
  `/v1/incident-report/${encodeURIComponent(reportId)}/view-attachment/${encodeURIComponent(attachmentId)}`;

/**
 * The summary's sections as headed lists of label and value (GOV.UK "summary list"), read-only.
 * Attachment rows link to the file.
 */
export function SummaryList({ sections, reportId }: { sections: SummarySection[]; reportId: string | null }) {
  const { t } = useLingui();
  return (
    <>
      {sections.map((section) => {
        const headingId = `summary-${section.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
        return (
          <section key={section.id} className="summary-section" aria-labelledby={headingId}>
            <h2 id={headingId} className="summary-section__title">
              {section.title}
            </h2>
            <dl className="summary-list">
              {section.rows.map((row) => (
                <div key={row.id} className="summary-list__row">
                  <dt className="summary-list__key">{row.label}</dt>
                  <dd className="summary-list__value">
                    {row.attachmentId && reportId ? (
                      <a href={attachmentUrl(reportId, row.attachmentId)} target="_blank" rel="noopener noreferrer">
                        {row.value}
                        <span className="visually-hidden"> {t`(otvorí sa v novom okne)`}</span>
                      </a>
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
