import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { inDocumentOrder } from '../../components/focus-field.ts';

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DeclarationDialogProps {
  onClose(): void;
  /** The control that opened the dialog: focus goes back there on close. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * The full declaration of SPEC /summary (truthfulness, authorisation to inspect files, data
 * processing) in a modal dialog (WAI-ARIA APG dialog pattern): shown with the native
 * `showModal()` where the browser has it (the page behind is inert), focus starts on the heading
 * because the text is long, Tab and Shift+Tab stay inside, Esc and the close buttons (at the top, kept in
 * sight while the text scrolls, and at the end) close it, and focus returns to the link that
 * opened it. Mounted only while open.
 */
export function DeclarationDialog({ onClose, opener }: DeclarationDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    const returnTo = opener.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    heading.current?.focus();
    return () => {
      if (element?.open && typeof element.close === 'function') element.close();
      returnTo?.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once when mounted; the opener is read then
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const tabbables = inDocumentOrder(dialog.current.querySelectorAll<HTMLElement>(TABBABLE));
    if (tabbables.length === 0) return;
    const first = tabbables[0]!;
    const last = tabbables[tabbables.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog declaration-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own Esc handling: close through React so focus goes back to the link.
        event.preventDefault();
        onClose();
      }}
    >
      {/* The text is several phone screens long: a close button stays at the top while it scrolls. */}
      <div className="declaration-dialog__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="declaration-dialog__title">
          {t`Vyhlásenie ohlasovateľa`}
        </h2>
        <button type="button" className="button button--secondary declaration-dialog__close" onClick={onClose}>
          {t`Zavrieť`} <span className="visually-hidden">{t`vyhlásenie`}</span>
        </button>
      </div>
      <div className="declaration-dialog__body">
        <h3>{t`Pravdivosť a úplnosť údajov`}</h3>
        <p>
          {t`Vyhlasujem, že všetky údaje uvedené v tomto hlásení sú pravdivé a úplné a že som nezamlčal(a) žiadnu skutočnosť, ktorá môže mať vplyv na posúdenie poistnej udalosti alebo na výšku poistného plnenia. Ak sa dodatočne dozviem o novej skutočnosti, bez zbytočného odkladu ju poisťovni oznámim.`}
        </p>
        <p>
          {t`Som si vedomý(á), že uvedenie nepravdivých alebo hrubo skreslených údajov alebo zamlčanie podstatných údajov môže viesť k zníženiu alebo odmietnutiu poistného plnenia a môže byť posúdené ako trestný čin poisťovacieho podvodu podľa § 223 Trestného zákona.`}
        </p>
        <p>
          {t`Ak hlásenie podávam v mene inej osoby, vyhlasujem, že som na to oprávnený(á) a že som ju s týmto vyhlásením oboznámil(a).`}
        </p>
        <h3>{t`Oprávnenie nahliadať do spisov`}</h3>
        <p>
          {t`Splnomocňujem poisťovňu, aby na účely šetrenia a likvidácie tejto poistnej udalosti nahliadala do spisov a dokumentácie polície, hasičského a záchranného zboru, orgánov činných v trestnom konaní, správnych orgánov, súdov a poskytovateľov zdravotnej starostlivosti, robila si z nich výpisy, odpisy a kópie a vyžiadala si od nich potrebné informácie. Zároveň ich v tomto rozsahu zbavujem povinnosti mlčanlivosti voči poisťovni.`}
        </p>
        <h3>{t`Spracúvanie osobných údajov`}</h3>
        <p>
          {t`Beriem na vedomie, že poisťovňa spracúva osobné údaje uvedené v tomto hlásení a v jeho prílohách na účely šetrenia a likvidácie poistnej udalosti podľa zákona č. 39/2015 Z. z. o poisťovníctve a nariadenia Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR), a to počas trvania poistného vzťahu a po dobu, ktorú vyžadujú právne predpisy.`}
        </p>
        <p>
          {t`Osobné údaje môže poisťovňa poskytnúť zmluvnému servisu, znalcom, zaisťovniam, Slovenskej kancelárii poisťovateľov a orgánom verejnej moci, ak je to potrebné na vybavenie poistnej udalosti. Ak uvádzam osobné údaje iných osôb, vyhlasujem, že ich o tom informujem. Podrobné informácie o spracúvaní osobných údajov a o právach dotknutých osôb sú zverejnené na webovom sídle poisťovne.`}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t`Zavrieť`}
        </button>
      </div>
    </dialog>
  );
}
