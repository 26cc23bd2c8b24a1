import { useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { PHOTO_GUIDE_TYPES, type PhotoGuideId } from '../../domain/photo-guide.ts';
import { Picker } from './AttachmentUpload.tsx';
import type { AttachmentUploads } from './use-attachment-uploads.ts';
import './attachments.css';

/**
 * What to photograph for this report (src/domain/photo-guide.ts), each with its own camera button:
 * a photo taken there goes up with that entry's document type, so nothing is left to choose on
 * its row. The free pick of files (AttachmentUpload) stays below.
 */
export function PhotoGuide({ entries, uploads }: { entries: readonly PhotoGuideId[]; uploads: AttachmentUploads }) {
  const { t } = useLingui();
  const baseId = useId();
  if (entries.length === 0) return null;

  const texts: Record<PhotoGuideId, string> = {
    damageCloseUp: t`Poškodenie zblízka`,
    damageFromAfar: t`Poškodenie z väčšej vzdialenosti`,
    myVehicleWithPlate: t`Celé vozidlo aj s evidenčným číslom`,
    otherVehicleWithPlate: t`Druhé vozidlo a jeho evidenčné číslo`,
    place: t`Miesto udalosti`,
    accidentStatement: t`Papierový záznam o nehode`,
    windshield: t`Čelné sklo`,
  };

  const take = (id: PhotoGuideId) => (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared, so that the same entry can take another photo.
    event.currentTarget.value = '';
    if (picked.length > 0) uploads.add(picked, () => PHOTO_GUIDE_TYPES[id]);
  };

  return (
    <section className="photo-guide" aria-labelledby={`${baseId}-title`}>
      <h2 className="photo-guide__title" id={`${baseId}-title`}>
        {t`Čo odfotiť`}
      </h2>
      <ul className="photo-guide__list">
        {entries.map((id) => (
          <li key={id} className="photo-guide__entry">
            <span className="photo-guide__text">{texts[id]}</span>
            <Picker
              id={`${baseId}-${id}`}
              label={
                <>
                  {t`Odfotiť`}
                  <span className="visually-hidden">: {texts[id]}</span>
                </>
              }
              accept="image/*"
              capture="environment"
              onChange={take(id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
