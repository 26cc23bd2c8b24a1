import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface AlertDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The one button's text; it closes the dialog, as Escape does. */
  closeLabel: string;
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes and the element that had it before is gone or was the
   * page itself (Continue leaves focus nowhere while it submits): an element id.
   */
  returnFocusTo?: string;
}

/**
 * A modal alert with one button (D13: the inspection address outside Slovakia). A native modal
 * <dialog>: the page behind it is inert and Escape closes it. On open, focus moves to the button;
 * on close it returns to where it was. Where the browser (or jsdom) has no `showModal`, the
 * dialog is shown with its `open` attribute and keeps the same focus and keys.
 */
export function AlertDialog({ open, title, children, closeLabel, onClose, returnFocusTo }: AlertDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const ids = { title: useId(), body: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const isOpen = element.hasAttribute('open');
    if (open && !isOpen) {
      opener.current = document.activeElement;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      button.current?.focus();
    } else if (!open && isOpen) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      const previous = opener.current;
      opener.current = null;
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) previous.focus();
      else if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening and closing follow `open` alone; where focus returns is read when it closes
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog alert-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      // The browser's Escape: close through the screen's state, not behind its back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <h2 id={ids.title} className="alert-dialog__title">
        {title}
      </h2>
      <div id={ids.body}>{children}</div>
      <div className="dialog__actions">
        <button ref={button} type="button" className="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
