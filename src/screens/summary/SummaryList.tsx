import { useLingui } from '@lingui/react/macro';
import type { SummarySection } from '../../steps/summary.ts';

/** Where an attachment is downloaded (SPEC §7 view-attachment, "opened in a new tab"). */
export const attachmentUrl = (reportId: string, attachmentId: string) =>
  `/v1/incident-report/${encodeURIComponent(reportId)}/view-attachment/${encodeURIComponent(attachmentId)}`;

/**
 * The summary's sections as headed lists of label and value (GOV.UK "summary list"), read-only.
 * Attachment rows link to the file. With `onChange`, a block answered on a screen of the way here
 * has "Zmeniť" (D24): a button whose accessible name says which block; it is left out of the
 * archived copy (`data-summary-change`). A row asked on another screen than its block has a
 * "Zmeniť" of its own, which opens that screen.
 */
export function SummaryList({
  sections,
  reportId,
  changeScreenOf,
  rowChangeScreenOf,
  onChange,
}: {
  sections: SummarySection[];
  reportId: string | null;
  /** The screen a block is changed on, or null for none. */
  changeScreenOf?: (sectionId: string) => string | null;
  /** The screen a row asked on another screen than its block is changed on, or null for none. */
  rowChangeScreenOf?: (sectionId: string, rowId: string) => string | null;
  onChange?: (screen: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {sections.map((section) => {
        const headingId = `summary-${section.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
        const changeScreen = onChange && changeScreenOf?.(section.id);
        const title = section.title;
        return (
          <section key={section.id} className="summary-section" aria-labelledby={headingId}>
            <div className="summary-section__header">
              <h2 id={headingId} className="summary-section__title">
                {title}
              </h2>
              {changeScreen && (
                <button
                  type="button"
                  className="button button--link summary-section__change"
                  data-summary-change=""
                  onClick={() => onChange(changeScreen)}
                >
                  {t`Zmeniť`} <span className="visually-hidden">{t`údaje v časti ${title}`}</span>
                </button>
              )}
            </div>
            <dl className="summary-list">
              {section.rows.map((row) => {
                const rowScreen = onChange && rowChangeScreenOf?.(section.id, row.id);
                const label = row.label;
                return (
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
                    {rowScreen && (
                      <dd className="summary-list__actions">
                        <button
                          type="button"
                          className="button button--link summary-section__change"
                          data-summary-change=""
                          onClick={() => onChange(rowScreen)}
                        >
                          {t`Zmeniť`} <span className="visually-hidden">{t`údaj ${label}`}</span>
                        </button>
                      </dd>
                    )}
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </>
  );
}
