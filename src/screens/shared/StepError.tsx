import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import type { ScreenProps } from '../screen-props.ts';
import './screens.css';

/**
 * What a failed Continue says (ScreenProps.error): the answers could not be saved (`create`,
 * `persist`) or checked (`verify`). The form keeps everything typed; pressing Continue again
 * retries. Other kinds are the business of the screen that shows them (D4, lookups) or of
 * another screen, and show nothing here.
 */
export function StepError({ error }: { error: ScreenProps['error'] }) {
  const { t } = useLingui();
  if (!error) return null;
  let text: string | null = null;
  if (error.kind === 'create' || error.kind === 'persist') {
    text = t`Vaše odpovede sa nám nepodarilo uložiť. Skontrolujte pripojenie na internet a stlačte Pokračovať ešte raz. Nič z toho, čo ste vyplnili, sa nestratilo.`;
  } else if (error.kind === 'verify') {
    text = t`Údaje sa nám nepodarilo overiť. Skontrolujte pripojenie na internet a stlačte Pokračovať ešte raz. Nič z toho, čo ste vyplnili, sa nestratilo.`;
  }
  if (!text) return null;
  return (
    <Notice tone="warning" title={t`Niečo sa nepodarilo`} announce>
      <p>{text}</p>
    </Notice>
  );
}
