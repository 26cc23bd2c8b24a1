import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as yup from 'yup';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useRevealOnAppear } from '../../components/reveal.ts';
import { WizardForm } from '../../components/WizardForm.tsx';
import { summarySections } from '../../steps/summary.ts';
import { mustBeTicked } from '../../domain/validation/schema-helpers.ts';
import type { ScreenProps } from '../screen-props.ts';
import '../shared/screens.css';
import { DeclarationDialog } from './DeclarationDialog.tsx';
import { SummaryList } from './SummaryList.tsx';
import { rowScreenToChange, screenToChange } from './change-links.ts';
import { summaryReportOf } from './summary-report.ts';
import './summary.css';
import { useWaitingPhotos } from './use-waiting-photos.ts';
import { WaitingPhotos } from './WaitingPhotos.tsx';

interface Values {
  /** The declaration of truthfulness (SPEC §5 "summary acceptance checkbox": required). Not stored. */
  accepted: boolean;
}

const schema = yup.object({ accepted: mustBeTicked() });
const INITIAL: Values = { accepted: false };

/**
 * /summary (SPEC §2): every answer of the report, read-only, in SPEC's order, worded by the same
 * function as the printable PDF (summarySections); the attachments can be opened; each block's
 * "Zmeniť" opens the screen it was answered on (D24, SUMMARY.CHANGE; change-links.ts). The reporter
 * confirms the declaration (its full text in a dialog) and sends the report: SUMMARY.SAVE, after
 * which the statechart updates, saves and, on success, archives this rendered summary
 * (`data-summary-document`, SPEC §4) and goes to /confirm. Photos still kept on the phone (picked
 * with no signal) go up from here; Send then waits for them (the machine's `waitingForPhotos`).
 */
export default function SummaryScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const sections = useMemo(
    () => {
      const report = summaryReportOf(props);
      // The steps on this report's journey, as the server's PDF restates them.
      return summarySections(report, i18n, props.journeyScreens(report));
    },
    // The props the summary reads, one by one: `props` itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [
      props.report,
      props.reportId,
      props.context,
      props.portal,
      props.saved,
      props.policyType,
      props.operator,
      props.availableBankAccounts,
      props.journeyScreens,
      i18n,
      i18n.locale,
    ],
  );
  const [declarationOpen, setDeclarationOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { send } = props;
  // Each photo kept on the phone that arrives joins the list the save sends.
  const attachments = useRef(props.report.attachments);
  attachments.current = props.report.attachments;
  const waiting = useWaitingPhotos(props.files, (attachment) => {
    const { id, type, clientName, size, contentType } = attachment;
    attachments.current = [...attachments.current, { id, type, clientName, size, contentType }];
    send({ type: 'ATTACHMENTS.CHANGED', attachments: attachments.current });
  });
  const [sendAsked, setSendAsked] = useState(false);
  const photosWaiting = waiting.photos?.length ?? 0;
  useEffect(() => {
    if (!sendAsked || photosWaiting > 0) return;
    send({ type: 'PHOTOS.UP' });
    setSendAsked(false);
  }, [sendAsked, photosWaiting, send]);

  return (
    <>
      {props.error?.kind === 'save' && <SaveErrorBanner context={props.context} />}
      {props.error?.kind === 'attachmentsSave' && (
        <Notice tone="warning" title={t`Prílohy sa nepodarilo uložiť`}>
          <p>
            {t`Krok s prílohami sa nám nepodarilo uložiť. Prílohy a doplňujúci popis uložíme spolu s hlásením, keď ho odošlete. Skontrolujte ich v zozname nižšie; ak niečo chýba, vráťte sa tlačidlom Späť.`}
          </p>
        </Notice>
      )}
      {photosWaiting > 0 && (
        <WaitingPhotos photos={waiting.photos ?? []} sendAsked={sendAsked} onRemove={(photo) => waiting.remove(photo.key)} />
      )}
      <p className="screen-lead">{t`Skontrolujte, prosím, všetky údaje. Ak niečo nesedí, opravte to tlačidlom Zmeniť pri danej časti.`}</p>
      <div className="summary-document" data-summary-document="" lang={i18n.locale}>
        <SummaryList
          sections={sections}
          reportId={props.reportId}
          changeScreenOf={(sectionId) => screenToChange(sectionId, props.visitedScreens)}
          rowChangeScreenOf={(sectionId, rowId) => rowScreenToChange(sectionId, rowId, props.visitedScreens)}
          onChange={props.busy ? undefined : (screen) => props.send({ type: 'SUMMARY.CHANGE', screen })}
        />
      </div>
      <WizardForm<Values>
        initialValues={INITIAL}
        validationSchema={schema}
        busy={props.busy || (sendAsked && photosWaiting > 0)}
        submitLabel={t`Odoslať hlásenie`}
        onSubmit={() => {
          setSendAsked(photosWaiting > 0);
          send(photosWaiting > 0 ? { type: 'SUMMARY.SAVE', photosWaiting } : { type: 'SUMMARY.SAVE' });
        }}
      >
        <Checkbox
          name="accepted"
          label={t`Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.`}
          hint={
            <>
              {t`Vyhlásenie zahŕňa aj splnomocnenie nahliadať do spisov a informácie o spracúvaní osobných údajov.`}{' '}
              <button
                ref={opener}
                type="button"
                className="summary-declaration-link"
                aria-haspopup="dialog"
                onClick={() => setDeclarationOpen(true)}
              >
                {t`Prečítať celé vyhlásenie`}
              </button>
            </>
          }
        />
      </WizardForm>
      {declarationOpen && <DeclarationDialog opener={opener} onClose={() => setDeclarationOpen(false)} />}
    </>
  );
}

/**
 * SPEC §8 "An error occurred while saving" (the summary banner; also D14: a save that neither
 * completes nor fails). It takes focus when it appears, so a keyboard or screen-reader user who
 * pressed "Odoslať hlásenie" at the bottom hears it and is at the top of the page.
 */
function SaveErrorBanner({ context }: { context: ScreenProps['context'] }) {
  const { t } = useLingui();
  const box = useRevealOnAppear<HTMLDivElement>('start');
  return (
    <div ref={box} className="summary-banner" tabIndex={-1}>
      <div role="alert">
        <h2 className="summary-banner__title">{t`Pri ukladaní hlásenia nastala chyba`}</h2>
        <p>{t`Hlásenie sa nám nepodarilo odoslať. Nič z toho, čo ste vyplnili, sa nestratilo.`}</p>
        <p>{t`Skontrolujte pripojenie na internet a stlačte Odoslať hlásenie ešte raz. Ak sa chyba zopakuje, skúste to, prosím, o niekoľko minút.`}</p>
        {context === 'WEB' && (
          <p>{t`Hlásenie si môžete aj uložiť a odoslať neskôr: stlačte Ukončiť v hlavičke stránky a pošleme vám e-mailom odkaz, cez ktorý v ňom budete pokračovať.`}</p>
        )}
      </div>
    </div>
  );
}
