import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { nextTabbable } from './focus-field.ts';
import './components.css';

export interface NoticeProps {
  children: ReactNode;
  /** A short bold title above the text. */
  title?: string;
  /** info (default), warning, success; only the border colour and icon-free styling differ. */
  tone?: 'info' | 'warning' | 'success';
  /** Shows a close button (SPEC /additional-attachments: info boxes can be dismissed). */
  dismissible?: boolean;
  /** Told after the user closed it, e.g. to remember that across screens. */
  onDismiss?: () => void;
  /**
   * For a notice that appears in reaction to something the user did: role="status" makes a screen
   * reader read it out. Leave false for notices that are part of the page from the start.
   */
  announce?: boolean;
}

/** An information box. A dismissed box is gone until the screen is shown again. */
export function Notice({ children, title, tone = 'info', dismissible = false, onDismiss, announce = false }: NoticeProps) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  if (dismissed) return null;

  const dismiss = () => {
    // The close button is about to disappear; hand focus to what follows the box so a keyboard
    // user is not thrown back to the top of the page.
    const next = box.current ? nextTabbable(box.current) : null;
    setDismissed(true);
    next?.focus();
    onDismiss?.();
  };

  return (
    <div
      ref={box}
      className={`info-box info-box--${tone}${dismissible ? ' info-box--dismissible' : ''}`}
      role={announce ? 'status' : undefined}
    >
      <div className="info-box__content">
        {title && <p className="info-box__title">{title}</p>}
        {children}
      </div>
      {dismissible && (
        <button type="button" className="info-box__close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{title ? t`Zavrieť oznámenie: ${title}` : t`Zavrieť oznámenie`}</span>
        </button>
      )}
    </div>
  );
}
