import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { formatDateTime } from '../../domain/format.ts';
import { valueField } from '../../domain/validation/schema-helpers.ts';
import { validateRequiredOption } from '../../domain/validation/choices.ts';
import type { DraftItem, ScreenProps } from '../screen-props.ts';
import '../shared/screens.css';

/** The option that starts a new report (a draft id has 24 characters, so it never clashes). */
const START_NEW = 'start-new';

/** SPEC §9: drafts are eligible 7 days after creation. */
const DRAFT_DAYS = 7;

interface Values {
  choice: string | null;
}

const schema = yup.object({ choice: valueField(validateRequiredOption) });

/** SPEC /drafts: "the first 4 characters of the id" tell two drafts of one day apart. */
export const draftCode = (draft: DraftItem) => draft.id.slice(0, 4);

/**
 * /drafts (SPEC §2): the local drafts (newest first) to load, each with the date and time it was
 * started and the first 4 characters of its id, and "start new". Continue loads the chosen draft
 * (DRAFTS.LOAD) or starts anew (DRAFTS.START_NEW). "Delete all" asks first, on the page (no
 * browser dialog), then sends DRAFTS.DELETE_ALL. A draft that could not be loaded is said so; the
 * list stays for another choice, without a draft the server no longer has (the machine drops it).
 */
export default function DraftsScreen(props: ScreenProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), text: useId() };
  const days = DRAFT_DAYS;

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const options: Array<CardOption<string>> = [
    ...props.drafts.map((draft) => {
      const created = formatDateTime(draft.createdAt);
      const code = draftCode(draft);
      return { value: draft.id, label: t`Hlásenie začaté ${created}`, description: t`Označenie hlásenia: ${code}` };
    }),
    { value: START_NEW, label: t`Začať nové hlásenie`, description: t`Začnete od začiatku. Rozpracované hlásenia sa v tomto zariadení už nezobrazia.` },
  ];

  const cancelDelete = () => {
    setConfirming(false);
    // Back to the button that opened the question (it is rendered again with the form's actions).
    setTimeout(() => deleteButton.current?.focus(), 0);
  };

  return (
    <>
      <p className="screen-lead">{t`Máte rozpracované hlásenia. Pokračujte v niektorom z nich alebo začnite nové.`}</p>
      <p className="screen-text">{t`Rozpracované hlásenie si toto zariadenie pamätá ${days} dní od jeho začatia.`}</p>
      {props.error?.kind === 'load' && (
        <Notice tone="warning" title={t`Hlásenie sa nepodarilo načítať`} announce>
          <p>
            {props.error.status === 404
              ? t`Toto hlásenie už neexistuje: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Vyberte iné alebo začnite nové hlásenie.`
              : t`Rozpracované hlásenie sa nám nepodarilo načítať. Skontrolujte pripojenie na internet a skúste ho načítať znova, vyberte iné alebo začnite nové hlásenie.`}
          </p>
        </Notice>
      )}
      <WizardForm<Values>
        initialValues={{ choice: null }}
        validationSchema={schema}
        busy={props.busy}
        onSubmit={(values) => {
          if (values.choice === START_NEW) props.send({ type: 'DRAFTS.START_NEW' });
          else if (values.choice) props.send({ type: 'DRAFTS.LOAD', id: values.choice });
        }}
        actions={
          props.drafts.length > 0 &&
          !confirming && (
            <button ref={deleteButton} type="button" className="button button--secondary" disabled={props.busy} onClick={() => setConfirming(true)}>
              {t`Vymazať všetky rozpracované hlásenia`}
            </button>
          )
        }
      >
        <OptionCards<string> name="choice" label={t`Ako chcete pokračovať?`} options={options} />
      </WizardForm>
      {confirming && (
        <section className="info-box info-box--warning drafts-confirm" aria-labelledby={ids.heading} aria-describedby={ids.text}>
          <div className="info-box__content">
            <h2 className="info-box__title" id={ids.heading} ref={confirmHeading} tabIndex={-1}>
              {t`Naozaj chcete vymazať všetky rozpracované hlásenia?`}
            </h2>
            <p id={ids.text}>{t`Vymažeme ich z tohto zariadenia aj z našich záznamov. Vymazané hlásenia sa nedajú obnoviť.`}</p>
            <div className="wizard-form__actions">
              <button type="button" className="button" disabled={props.busy} onClick={() => props.send({ type: 'DRAFTS.DELETE_ALL' })}>
                {t`Áno, vymazať všetky`}
              </button>
              <button type="button" className="button button--secondary" onClick={cancelDelete}>
                {t`Nie, ponechať ich`}
              </button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
