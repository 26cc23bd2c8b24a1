import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ATTACHMENT_TYPES, type AttachmentType } from '../../domain/attachments.ts';
import { attachmentTypeLabel, AttachmentUpload } from '../../screens/additional-attachments/AttachmentUpload.tsx';
import { useAttachmentUploads } from '../../screens/additional-attachments/use-attachment-uploads.ts';
import type { ScreenFiles } from '../../screens/screen-props.ts';
import { api } from '../api.ts';
import type { ClaimPageData } from './claim-page-api.ts';

/**
 * The claim page's documents for the insurer: the widget of /additional-attachments (the same
 * types, sizes, shrinking of photos, resumable upload and the report's 30 files and 150 MB, with
 * what was sent already counted), through the page's own link. The type is chosen first (the
 * first one the insurer still asks for, when it asks), as each file goes to the insurer as it
 * arrives; `onSent` then shows it among the documents sent.
 */
export function AddDocuments({ token, page, onSent }: { token: string; page: ClaimPageData; onSent(): void }) {
  const { t, i18n } = useLingui();
  const ids = { heading: useId(), type: useId() };
  const requested = [...new Set(page.claims.flatMap((claim) => claim.requestedDocuments))];
  const [type, setType] = useState<AttachmentType>(requested[0] ?? 'PHOTO_DOC');
  const [announcement, setAnnouncement] = useState('');
  // tus-js-client comes with the first file picked, as in the wizard.
  const files = useMemo<ScreenFiles>(
    () => ({
      upload: async (file, fileType, callbacks) => {
        const { claimPageUploads, uploadResumable } = await import('../../api/resumable-upload.ts');
        return uploadResumable(claimPageUploads(api, token), file, fileType, callbacks);
      },
    }),
    [token],
  );
  const elsewhere = {
    count: page.documents.length,
    bytes: page.documents.reduce((sum, document) => sum + document.size, 0),
  };
  const uploads = useAttachmentUploads(
    [],
    files,
    (attachment) => {
      const fileName = attachment.clientName;
      setAnnouncement(t`Súbor ${fileName} sme prijali a posielame ho poisťovni.`);
      onSent();
    },
    { leaveWhenDone: true, elsewhere },
  );

  return (
    <section aria-labelledby={ids.heading} className="claim-page__add">
      <h2 id={ids.heading} className="confirm__heading">
        {t`Doplniť dokumenty`}
      </h2>
      <p>{t`Súbory, ktoré tu pridáte, pošleme poisťovni k vašej poistnej udalosti. Najprv zvoľte, aký dokument prikladáte.`}</p>
      <div className="form-group">
        <label className="field-label" htmlFor={ids.type}>
          {t`Typ dokumentu`}
        </label>
        <select
          id={ids.type}
          className="field-input field-select"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as AttachmentType)}
        >
          {ATTACHMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {attachmentTypeLabel(option, i18n)}
            </option>
          ))}
        </select>
      </div>
      <AttachmentUpload
        uploads={uploads}
        reportId={null}
        askedFor={[type]}
        announcement={announcement}
        followUp
        onRemove={(row) => {
          const { fileName } = row;
          uploads.remove(row.key);
          setAnnouncement(t`Nahrávanie súboru ${fileName} sme zrušili.`);
        }}
      />
    </section>
  );
}
