import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import type { WaitingPhoto } from './use-waiting-photos.ts';

interface WaitingPhotosProps {
  photos: WaitingPhoto[];
  /** Send was pressed: the report goes as soon as the last of these is up. */
  sendAsked: boolean;
  onRemove(photo: WaitingPhoto): void;
}

/**
 * The files still on this phone, not yet with the insurer: how many, that they go up by themselves,
 * that the report is sent once they are up, and a way to leave one out.
 */
export function WaitingPhotos({ photos, sendAsked, onRemove }: WaitingPhotosProps) {
  const { t } = useLingui();
  const count = photos.length;
  return (
    <Notice tone="warning" title={t`Súbory čakajúce na nahratie: ${count}`} announce>
      <p>
        {sendAsked
          ? t`Hlásenie odošleme sami, hneď ako budú tieto súbory nahrané. Nechajte, prosím, stránku otvorenú.`
          : t`Sú uložené v tomto telefóne a nahráme ich sami, keď bude signál. Hlásenie odošleme, až keď budú nahrané.`}
      </p>
      <ul className="summary-waiting">
        {photos.map((photo) => {
          const fileName = photo.file.name;
          return (
            <li key={photo.key} className="summary-waiting__row">
              <span className="summary-waiting__name">{fileName}</span>{' '}
              <span className="summary-waiting__status">
                {photo.status === 'sending'
                  ? t`Nahráva sa …`
                  : photo.status === 'refused'
                    ? t`Tento súbor sa nedá nahrať. Odstráňte ho, aby sme mohli hlásenie odoslať.`
                    : t`Čaká na signál`}
              </span>{' '}
              <button
                type="button"
                className="button button--link summary-waiting__remove"
                aria-label={t`Odstrániť súbor ${fileName}`}
                onClick={() => onRemove(photo)}
              >
                {t`Odstrániť`}
              </button>
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
