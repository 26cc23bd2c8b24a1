import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_REPORT,
  MAX_ATTACHMENTS_PER_REPORT,
  type AttachmentType,
} from '../../domain/attachments.ts';
import type { Attachment } from '../../domain/report.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel } from '../../domain/summary-labels.ts';
import type { AttachmentUploads, UploadProblem } from './use-attachment-uploads.ts';
import './attachments.css';

/** "350 kB", "1,2 MB" (Slovak decimal comma; "1.2 MB" in English). */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = 1024 * 1024;
  if (bytes < mb) return `${Math.max(1, Math.ceil(bytes / 1024))} kB`;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'sk-SK', { maximumFractionDigits: 1 }).format(bytes / mb);
  return `${number} MB`;
}

/** GET /v1/incident-report/{id}/view-attachment/{attachmentId} (SPEC §7), opened in a new tab. */
export function viewAttachmentUrl(reportId: string, attachmentId: string): string {
  return `/v1/incident-report/${encodeURIComponent(reportId)}/view-attachment/${encodeURIComponent(attachmentId)}`;
}

/** The attachment types by their names in the summary and the PDF, so one document reads the same everywhere. */
export const attachmentTypeLabel = (type: AttachmentType, i18n: I18n) => summaryLabel(`attachmentType.${type}`, i18n);

export interface AttachmentUploadProps {
  uploads: AttachmentUploads;
  reportId: string | null;
  /** What the live region says (an upload finished, a file was removed). */
  announcement: string;
  onRemove(attachment: Attachment): void;
}

/**
 * The upload widget (SPEC §2, §4, §5): the document type (photo documentation first), a file
 * picker for one or more files (on a phone it offers the camera too), the files' problems with a
 * retry where it can help, and the list: uploading placeholders, then type, name, size, a view
 * link and a remove button per file.
 */
export function AttachmentUpload({ uploads, reportId, announcement, onRemove }: AttachmentUploadProps) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<AttachmentType>(ATTACHMENT_TYPES[0]);
  const ids = { type: useId(), typeHint: useId(), files: useId(), filesHint: useId(), listHeading: useId() };
  const listHeading = useRef<HTMLHeadingElement>(null);

  const formats = ACCEPTED_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
  const maxSize = Math.round(MAX_ATTACHMENT_BYTES / (1024 * 1024));
  const maxCount = MAX_ATTACHMENTS_PER_REPORT;
  const maxTotal = Math.round(MAX_ATTACHMENT_BYTES_PER_REPORT / (1024 * 1024));

  const problemText = ({ fileName, kind }: UploadProblem): string => {
    switch (kind) {
      case 'type':
        return t`Súbor ${fileName} nemôžeme priložiť: tento typ súboru nepodporujeme. Priložiť môžete súbory ${formats}.`;
      case 'size':
        return t`Súbor ${fileName} je väčší ako ${maxSize} MB, preto ho nemôžeme priložiť. Zmenšite ho (fotografiu napríklad uložte v nižšom rozlíšení) alebo ho rozdeľte na viac súborov.`;
      case 'empty':
        return t`Súbor ${fileName} je prázdny, preto ho nemôžeme priložiť.`;
      case 'tooMany':
        return t`Súbor ${fileName} sme nepriložili: k hláseniu môžete priložiť najviac ${maxCount} súborov.`;
      case 'quota':
        return t`Súbor ${fileName} sme nepriložili: prílohy jedného hlásenia môžu mať spolu najviac ${maxTotal} MB a tento sa k nim už nezmestí.`;
      case 'serverType':
        return t`Súbor ${fileName} sme neprijali: jeho obsah nie je podporovaný typ súboru alebo nezodpovedá prípone v názve. Priložiť môžete súbory ${formats}.`;
      case 'serverSize':
        return t`Súbor ${fileName} sme neprijali, pretože je väčší ako ${maxSize} MB.`;
      case 'network':
        return t`Súbor ${fileName} sa nepodarilo nahrať, pretože sa prerušilo spojenie so serverom. Skontrolujte pripojenie na internet a skúste to znova.`;
      case 'failed':
        return t`Súbor ${fileName} sa nepodarilo nahrať. Skúste to, prosím, znova.`;
    }
  };

  const remove = (attachment: Attachment) => {
    onRemove(attachment);
    // The button is gone with its row: continue from the list's heading.
    listHeading.current?.focus();
  };

  return (
    <div className="attachment-upload">
      <div className="form-group">
        <label className="field-label" htmlFor={ids.type}>
          {t`Typ dokumentu`}
        </label>
        <div className="field-hint" id={ids.typeHint}>
          {t`Vyberte ho pred výberom súborov. Dostanú ho všetky súbory, ktoré naraz vyberiete.`}
        </div>
        <select
          id={ids.type}
          className="field-input field-select attachment-upload__type"
          value={type}
          aria-describedby={ids.typeHint}
          onChange={(event) => setType(event.currentTarget.value as AttachmentType)}
        >
          {ATTACHMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {attachmentTypeLabel(option, i18n)}
            </option>
          ))}
        </select>
      </div>

      <div className="form-group attachment-upload__picker">
        <input
          id={ids.files}
          className="attachment-upload__input"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={ids.filesHint}
          onChange={(event) => {
            const picked = Array.from(event.currentTarget.files ?? []);
            // Cleared, so that the same file can be picked again (after a failure, or by mistake removed).
            event.currentTarget.value = '';
            if (picked.length > 0) uploads.add(picked, type);
          }}
        />
        <label className="button button--secondary attachment-upload__button" htmlFor={ids.files}>
          {t`Vybrať súbory`}
        </label>
        <div className="field-hint attachment-upload__hint" id={ids.filesHint}>
          {t`Fotografie, videá alebo dokumenty vo formáte ${formats}, každý najviac ${maxSize} MB. Na mobile môžete dokument aj odfotiť.`}
        </div>
      </div>

      {uploads.problems.length > 0 && (
        <div className="info-box info-box--warning attachment-problems" role="alert">
          <div className="info-box__content">
            <p className="info-box__title">{t`Niektoré súbory sme nepriložili`}</p>
            <ul className="attachment-problems__list">
              {uploads.problems.map((problem) => (
                <li key={problem.key}>
                  <span>{problemText(problem)}</span>
                  {problem.retry && (
                    <>
                      {' '}
                      <RetryButton fileName={problem.fileName} onClick={() => uploads.retry(problem.key)} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <h2 className="attachment-list__heading" id={ids.listHeading} ref={listHeading} tabIndex={-1}>
        {t`Priložené súbory`}
      </h2>
      {uploads.rows.length === 0 ? (
        <p className="attachment-list__empty">{t`Zatiaľ ste nepriložili žiadny súbor.`}</p>
      ) : (
        <ul className="attachment-list" aria-labelledby={ids.listHeading}>
          {uploads.rows.map((row) =>
            row.status === 'uploading' ? (
              <UploadingRow key={row.key} fileName={row.fileName} typeLabel={attachmentTypeLabel(row.type, i18n)} />
            ) : (
              <AttachmentRow
                key={row.key}
                attachment={row.attachment}
                reportId={reportId}
                typeLabel={attachmentTypeLabel(row.attachment.type, i18n)}
                onRemove={remove}
              />
            ),
          )}
        </ul>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/** SPEC §4: "an uploading placeholder row shows" until the server answers. */
function UploadingRow({ fileName, typeLabel }: { fileName: string; typeLabel: string }) {
  const { t } = useLingui();
  return (
    <li className="attachment-row attachment-row--uploading" aria-busy="true">
      <span className="attachment-row__spinner" aria-hidden="true" />
      <span className="attachment-row__info">
        <span className="attachment-row__type">{typeLabel}</span>
        <span className="attachment-row__name">{t`Nahráva sa ${fileName} …`}</span>
      </span>
    </li>
  );
}

interface AttachmentRowProps {
  attachment: Attachment;
  reportId: string | null;
  typeLabel: string;
  onRemove(attachment: Attachment): void;
}

/** An uploaded file: its type, name and size, a link that opens it in a new tab, and a remove button. */
function AttachmentRow({ attachment, reportId, typeLabel, onRemove }: AttachmentRowProps) {
  const { t, i18n } = useLingui();
  const fileName = attachment.clientName;
  return (
    <li className="attachment-row">
      <span className="attachment-row__info">
        <span className="attachment-row__type">{typeLabel}</span>
        <span className="attachment-row__name">{fileName}</span>
        <span className="attachment-row__size">{formatFileSize(attachment.size, i18n.locale)}</span>
      </span>
      <span className="attachment-row__actions">
        {reportId && (
          <a
            className="attachment-row__view"
            href={viewAttachmentUrl(reportId, attachment.id)}
            target="_blank"
            rel="noopener noreferrer"
            // The visible word first (WCAG 2.5.3), then which file and that a new tab opens.
            aria-label={t`Zobraziť súbor ${fileName} (otvorí sa v novom okne)`}
          >
            {t`Zobraziť`}
          </a>
        )}
        <button
          type="button"
          className="button button--link attachment-row__remove"
          aria-label={t`Odstrániť súbor ${fileName}`}
          onClick={() => onRemove(attachment)}
        >
          {t`Odstrániť`}
        </button>
      </span>
    </li>
  );
}

function RetryButton({ fileName, onClick }: { fileName: string; onClick(): void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="button button--link attachment-problems__retry"
      aria-label={t`Skúsiť znova nahrať súbor ${fileName}`}
      onClick={onClick}
    >
      {t`Skúsiť znova`}
    </button>
  );
}
