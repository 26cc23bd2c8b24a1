import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_EXTENSIONS,
  ATTACHMENT_TYPES,
  defaultAttachmentType,
  extensionOf,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_REPORT,
  MAX_ATTACHMENTS_PER_REPORT,
  type AttachmentType,
} from '../../domain/attachments.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel } from '../../domain/summary-labels.ts';
import type { AttachmentUploads, UploadProblem, UploadRow } from './use-attachment-uploads.ts';
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
  /** The document types the screen's boxes ask for: a picked document starts as the first of them. */
  askedFor: readonly AttachmentType[];
  /** What the live region says (an upload finished, a file was removed). */
  announcement: string;
  onRemove(row: UploadRow): void;
  /**
   * Documents for a saved report (its claim page): each file goes as the type chosen before it was
   * picked (`askedFor[0]`), its row shows only while it is on its way, and the list is hidden when
   * nothing is.
   */
  followUp?: boolean;
}

/**
 * The upload widget (SPEC §2, §4, §5): the camera or the gallery first, several
 * files at once; then each file's row with its thumbnail (or an icon), its own document type, its
 * name and size, and its progress while it goes up (trying again by itself after a dropped
 * connection), a view link and a remove button; the files' problems with a retry where it can help.
 */
export function AttachmentUpload({ uploads, reportId, askedFor, announcement, onRemove, followUp = false }: AttachmentUploadProps) {
  const { t } = useLingui();
  const ids = { camera: useId(), files: useId(), filesHint: useId(), listHeading: useId() };
  const listHeading = useRef<HTMLHeadingElement>(null);
  // On the claim page the list sits under that page's own "add documents" heading.
  const ListHeading = followUp ? 'h3' : 'h2';

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
        return t`Súbor ${fileName} sa nepodarilo nahrať ani na niekoľko pokusov, pretože sa prerušilo spojenie so serverom. Skontrolujte pripojenie na internet a skúste to znova.`;
      case 'busy':
        return t`Súbor ${fileName} sa teraz nedá nahrať: server je už dlhšie preťažený. Počkajte niekoľko minút a stlačte Skúsiť znova; nič z toho, čo ste vyplnili, sa nestratí.`;
      case 'failed':
        return t`Súbor ${fileName} sa nepodarilo nahrať. Skúste to, prosím, znova.`;
    }
  };

  const remove = (row: UploadRow) => {
    onRemove(row);
    // The button is gone with its row: continue from the list's heading.
    listHeading.current?.focus();
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared, so that the same file can be picked again (after a failure, or by mistake removed).
    event.currentTarget.value = '';
    if (picked.length > 0) uploads.add(picked, (file) => (followUp ? (askedFor[0] ?? 'PHOTO_DOC') : defaultAttachmentType(file, askedFor)));
  };

  return (
    <div className="attachment-upload">
      <div className="form-group attachment-upload__pickers">
        <Picker id={ids.camera} label={t`Odfotiť`} hintId={ids.filesHint} onChange={pick} accept="image/*" capture="environment" />
        <Picker id={ids.files} label={t`Vybrať súbory`} hintId={ids.filesHint} onChange={pick} accept={ACCEPT_ATTRIBUTE} multiple />
        <div className="field-hint attachment-upload__hint" id={ids.filesHint}>
          {t`Fotografie, videá alebo dokumenty vo formáte ${formats}, každý najviac ${maxSize} MB. Môžete ich vybrať aj viac naraz; typ dokumentu potom zvolíte pri každom súbore. Veľké fotografie pred odoslaním zmenšíme.`}
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

      {!(followUp && uploads.rows.length === 0) && (
        <ListHeading className="attachment-list__heading" id={ids.listHeading} ref={listHeading} tabIndex={-1}>
          {followUp ? t`Odosielané súbory` : t`Priložené súbory`}
        </ListHeading>
      )}
      {uploads.rows.length === 0 ? (
        !followUp && <p className="attachment-list__empty">{t`Zatiaľ ste nepriložili žiadny súbor.`}</p>
      ) : (
        <ul className="attachment-list" aria-labelledby={ids.listHeading}>
          {uploads.rows.map((row) => (
            <AttachmentRow
              key={row.key}
              row={row}
              reportId={reportId}
              typeFixed={followUp}
              onType={(type) => uploads.setType(row.key, type)}
              onRemove={() => remove(row)}
            />
          ))}
        </ul>
      )}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/**
 * A file picker: the native input stays in the page for keyboards and screen readers (its label
 * names it), and its label is drawn as the button.
 */
/** A file input drawn as a button: its label is the button (attachments.css). */
export function Picker({
  id,
  label,
  hintId,
  ...input
}: { id: string; label: ReactNode; hintId?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="attachment-upload__picker">
      <input id={id} className="attachment-upload__input" type="file" aria-describedby={hintId} {...input} />
      <label className="button button--secondary attachment-upload__button" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** Photos the browser shows from the server when the row has no thumbnail of its own (a reopened report). */
const SHOWN_FROM_SERVER = new Set(['image/jpeg', 'image/png']);

function Thumbnail({ row, reportId }: { row: UploadRow; reportId: string | null }) {
  const stored = row.attachment && reportId && SHOWN_FROM_SERVER.has(row.attachment.contentType);
  const source = row.thumbnail ?? (stored ? viewAttachmentUrl(reportId, row.attachment!.id) : null);
  if (source) return <img className="attachment-row__thumbnail" src={source} alt="" loading="lazy" decoding="async" />;
  const label = row.look === 'image' ? 'IMG' : row.look === 'video' ? 'VIDEO' : (extensionOf(row.fileName) || 'DOC').toUpperCase();
  return (
    <span className={`attachment-row__thumbnail attachment-row__icon attachment-row__icon--${row.look}`} aria-hidden="true">
      {label}
    </span>
  );
}

interface AttachmentRowProps {
  row: UploadRow;
  reportId: string | null;
  /** The type went with the file (a document for a saved report): shown, not chosen. */
  typeFixed: boolean;
  onType(type: AttachmentType): void;
  onRemove(): void;
}

/**
 * One file: thumbnail, its document type (its own select), name and size, and either its progress
 * (preparing, uploading, trying again) or, once uploaded, a link that opens it in a new tab; and a
 * button that removes it (or cancels it on its way).
 */
function AttachmentRow({ row, reportId, typeFixed, onType, onRemove }: AttachmentRowProps) {
  const { t, i18n } = useLingui();
  const ids = { label: useId(), select: useId(), name: useId(), status: useId() };
  const { fileName } = row;
  const done = row.status === 'done';
  const percent = row.size > 0 ? Math.min(100, Math.round((row.sent / row.size) * 100)) : 0;
  const status = (() => {
    switch (row.status) {
      case 'preparing':
        return t`Pripravujeme súbor na odoslanie …`;
      case 'uploading':
        return t`Nahráva sa: ${percent} %`;
      case 'retrying': {
        const attempt = row.retry?.attempt ?? 1;
        const attempts = row.retry?.attempts ?? 1;
        return t`Spojenie sa prerušilo. Skúšame to znova (pokus ${attempt} z ${attempts}) …`;
      }
      case 'waiting':
        return t`Čaká na signál: súbor je uložený v tomto telefóne a odošleme ho sami, keď bude spojenie späť.`;
      case 'done':
        return t`Nahrané`;
    }
  })();

  return (
    <li className={`attachment-row attachment-row--${row.status}`} aria-busy={!done}>
      <Thumbnail row={row} reportId={reportId} />
      <span className="attachment-row__info">
        <span className="attachment-row__name" id={ids.name}>
          {fileName}
        </span>
        <span className="attachment-row__size">{formatFileSize(row.size, i18n.locale)}</span>
        <span className="attachment-row__status" id={ids.status}>
          {status}
        </span>
        {!done && (
          <progress
            className="attachment-row__progress"
            max={100}
            {...(row.status === 'preparing' ? {} : { value: percent })}
            aria-labelledby={ids.status}
          />
        )}
        {typeFixed ? (
          <span className="attachment-row__type-field">{attachmentTypeLabel(row.type, i18n)}</span>
        ) : (
          <span className="attachment-row__type-field">
            <label className="attachment-row__type-label" id={ids.label} htmlFor={ids.select}>
              {t`Typ dokumentu`}
            </label>
            <select
              id={ids.select}
              className="field-input field-select attachment-row__type"
              value={row.type}
              aria-labelledby={`${ids.label} ${ids.name}`}
              onChange={(event) => onType(event.currentTarget.value as AttachmentType)}
            >
              {ATTACHMENT_TYPES.map((option) => (
                <option key={option} value={option}>
                  {attachmentTypeLabel(option, i18n)}
                </option>
              ))}
            </select>
          </span>
        )}
      </span>
      <span className="attachment-row__actions">
        {done && reportId && row.attachment && (
          <a
            className="attachment-row__view"
            href={viewAttachmentUrl(reportId, row.attachment.id)}
            target="_blank"
            rel="noopener noreferrer"
            // The visible word first (WCAG 2.5.3), then which file and that a new tab opens.
            aria-label={t`Zobraziť súbor ${fileName} (otvorí sa v novom okne)`}
          >
            {t`Zobraziť`}
          </a>
        )}
        {done ? (
          <button
            type="button"
            className="button button--link attachment-row__remove"
            aria-label={t`Odstrániť súbor ${fileName}`}
            onClick={onRemove}
          >
            {t`Odstrániť`}
          </button>
        ) : (
          <button
            type="button"
            className="button button--link attachment-row__remove"
            aria-label={t`Zrušiť nahrávanie súboru ${fileName}`}
            onClick={onRemove}
          >
            {t`Zrušiť`}
          </button>
        )}
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
