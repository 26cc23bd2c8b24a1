import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { WizardForm } from '../../components/WizardForm.tsx';
import { NOTICE_ATTACHMENT_TYPES, shownAttachmentNotices } from '../../domain/attachment-notices.ts';
import { photoGuide } from '../../domain/photo-guide.ts';
import type { Attachment } from '../../domain/report.ts';
import { textField } from '../../domain/validation/schema-helpers.ts';
import { validateAdditionalDescription } from '../../domain/validation/text.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { AdditionalDescriptionField } from '../shared/AdditionalDescriptionField.tsx';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';
import { AttachmentNotices } from './AttachmentNotices.tsx';
import { AttachmentUpload } from './AttachmentUpload.tsx';
import { PhotoGuide } from './PhotoGuide.tsx';
import './attachments.css';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

interface Values {
  incident: { descriptionAdditional: string };
}

/** SPEC §5 "additional description: optional, at most 950 characters". */
const schema = yup.object({
  incident: yup.object({ descriptionAdditional: textField(validateAdditionalDescription) }),
});

/** The list as the document keeps it (SPEC §3 "Attachment"): nothing of the screen's own. */
const attachmentOf = ({ id, type, clientName, size, contentType }: Attachment): Attachment => ({ id, type, clientName, size, contentType });

/**
 * /additional-attachments (SPEC §2, §4, §5): boxes saying which documents help this report
 * (src/domain/attachment-notices.ts), the guided list of what to photograph (src/domain/photo-guide.ts),
 * the upload widget, and the optional additional description
 * (the same field /incident-details offers). Continue sends the whole list and the description;
 * the machine saves (the server deletes what the list leaves out) and goes on to /summary, even
 * when the save fails. Continue waits while a file is still uploading; a file waiting for the signal
 * stays on the phone and goes up from /summary, which sends the report once it is up.
 */
export default function AdditionalAttachmentsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const [waitForUploads, setWaitForUploads] = useState(false);
  const uploads = useAttachmentUploads(props.report.attachments, props.files, (attachment) => {
    const fileName = attachment.clientName;
    setAnnouncement(t`Súbor ${fileName} sme priložili.`);
  });
  // The files are on the server as soon as they are uploaded; the machine keeps the list, so Back
  // (and coming here again) does not lose them before Continue saves it.
  // A type changed on a row counts as a change of the list too.
  const listed = uploads.attachments.map((attachment) => `${attachment.id}:${attachment.type}`).join();
  const known = props.report.attachments.map((attachment) => `${attachment.id}:${attachment.type}`).join();
  const { send } = props;
  useEffect(() => {
    if (listed !== known) send({ type: 'ATTACHMENTS.CHANGED', attachments: uploads.attachments.map(attachmentOf) });
    // The ids say whether the list changed; the list itself is read when they differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say whether the list changed (see above)
  }, [listed, known]);
  const notices = shownAttachmentNotices({ scope: props.scope, incident: props.report.incident });
  const askedFor = notices.flatMap((id) => NOTICE_ATTACHMENT_TYPES[id]);
  const guide = photoGuide({ scope: props.scope, incident: props.report.incident, parties: props.report.parties });
  const initialValues: Values = { incident: { descriptionAdditional: props.report.incident.descriptionAdditional ?? '' } };

  const submit = (values: Values) => {
    if (uploads.uploading) {
      setWaitForUploads(true);
      return;
    }
    setWaitForUploads(false);
    const patch: ScreenPatch = {
      attachments: uploads.attachments.map(attachmentOf),
      incident: { descriptionAdditional: values.incident.descriptionAdditional.trim() || null },
    };
    props.submit(patch);
  };

  return (
    <>
      <p className="screen-lead">{t`Priložte fotografie a doklady k udalosti. Pomôžu nám škodu vybaviť rýchlejšie.`}</p>
      <StepError error={props.error} />
      <AttachmentNotices notices={notices} />
      <WizardForm<Values> initialValues={initialValues} validationSchema={schema} busy={props.busy} onSubmit={submit}>
        <PhotoGuide entries={guide} uploads={uploads} />
        <AttachmentUpload
          uploads={uploads}
          reportId={props.reportId}
          askedFor={askedFor}
          announcement={announcement}
          onRemove={(row) => {
            const { fileName } = row;
            uploads.remove(row.key);
            setAnnouncement(t`Súbor ${fileName} sme zo zoznamu odstránili.`);
          }}
        />
        <AdditionalDescriptionField />
        {waitForUploads && uploads.uploading && (
          <div className="info-box info-box--warning" role="alert">
            <p className="info-box__content">{t`Počkajte, kým sa dokončí nahrávanie súborov, a potom stlačte Pokračovať ešte raz.`}</p>
          </div>
        )}
      </WizardForm>
    </>
  );
}
