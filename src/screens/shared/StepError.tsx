import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Notice } from '../../components/Notice.tsx';
import { useRevealOnAppear } from '../../components/reveal.ts';
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
    <FailedStepNotice title={t`Niečo sa nepodarilo`}>
      <p>{text}</p>
    </FailedStepNotice>
  );
}

/**
 * The notice of a failed Continue: announced (role=status), and scrolled into view and focused
 * when it appears, since the Continue that failed is usually far below it on a phone. The
 * machine clears the error on the next Continue, so each failure brings it anew.
 */
export function FailedStepNotice({ title, children }: { title: string; children: ReactNode }) {
  const box = useRevealOnAppear<HTMLDivElement>();
  return (
    <div ref={box} className="step-error" tabIndex={-1} data-step-error="">
      <Notice tone="warning" title={title} announce>
        {children}
      </Notice>
    </div>
  );
}
