import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import * as yup from 'yup';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { formatDate, formatDateTime } from '../../domain/format.ts';
import type { I18n } from '@lingui/core';
import { summaryLabel, summaryLocale, type SummaryLabelId } from '../../domain/summary-labels.ts';
import { valueField } from '../../domain/validation/schema-helpers.ts';
import { validateRequiredOption } from '../../domain/validation/choices.ts';
import type { DraftItem, ScreenProps } from '../screen-props.ts';
import { SCREEN_TITLES } from '../titles.ts';
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

type Overview = NonNullable<DraftItem['overview']>;

/** D25: a draft is named by its scope of damage and, when it has one, the plate: "Moje vozidlo bolo poškodené, BA111AA". */
function draftLabel(overview: Overview, i18n: I18n): string {
  const scopes = [...overview.objectIds].sort().map((objectId) => summaryLabel(`scope.${objectId}` as SummaryLabelId, i18n));
  return [scopes.join(' + ') || summaryLabel('incident.scopes', i18n), overview.licensePlate].filter(Boolean).join(', ');
}

/** D25: the incident date, the step reached, when it was last changed, and SPEC's 4 characters of its id. */
function DraftDetails({ overview, code }: { overview: Overview; code: string }) {
  const { t, i18n } = useLingui();
  const date = formatDate(overview.incidentDate, summaryLocale(i18n));
  const stepKey = overview.lastRoute?.replace(/^\//, '') ?? '';
  const step = Object.hasOwn(SCREEN_TITLES, stepKey) ? i18n._(SCREEN_TITLES[stepKey as keyof typeof SCREEN_TITLES]) : null;
  const changed = formatDateTime(overview.updatedAt, summaryLocale(i18n));
  return (
    <span className="draft-details">
      {date && <span>{t`Dátum udalosti: ${date}`}</span>}
      <span>{step ? t`Rozpracovaný krok: ${step}` : t`Rozpracovaný krok: začiatok hlásenia`}</span>
      <span>{t`Naposledy zmenené: ${changed}`}</span>
      <span>{t`Označenie hlásenia: ${code}`}</span>
    </span>
  );
}

/** The two questions the page may ask before it acts: delete everywhere, or forget on this device. */
type Question = 'deleteAll' | 'forget';

/**
 * /drafts (SPEC §2): the local drafts (newest first) to load, each by its scope of damage and
 * plate, with the incident date, the step reached, when it was last changed (D25, from the
 * server's load; the date it was started when the server could not be asked) and the first 4
 * characters of its id, and "start new". Continue loads the chosen draft
 * (DRAFTS.LOAD) or starts anew (DRAFTS.START_NEW). "Delete all" asks first, on the page (no
 * browser dialog), then sends DRAFTS.DELETE_ALL. "Forget drafts on this device" asks
 * too, then sends DRAFTS.FORGET: this device forgets the list and the unsent answers, the reports
 * stay on the server. A draft that could not be loaded is said so; the list stays for another
 * choice, without a draft the server no longer has (the machine drops it).
 */
export default function DraftsScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<Question | null>(null);
  const askedBy = { deleteAll: useRef<HTMLButtonElement>(null), forget: useRef<HTMLButtonElement>(null) };
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), text: useId() };
  const days = DRAFT_DAYS;

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const options: Array<CardOption<string>> = [
    ...props.drafts.map((draft) => {
      const created = formatDateTime(draft.createdAt, summaryLocale(i18n));
      const code = draftCode(draft);
      const overview = draft.overview;
      if (!overview) return { value: draft.id, label: t`Hlásenie začaté ${created}`, description: t`Označenie hlásenia: ${code}` };
      return { value: draft.id, label: draftLabel(overview, i18n), description: <DraftDetails overview={overview} code={code} /> };
    }),
    {
      value: START_NEW,
      label: t`Začať nové hlásenie`,
      description: t`Začnete od začiatku. Rozpracované hlásenia sa v tomto zariadení už nezobrazia.`,
    },
  ];

  const cancel = () => {
    const button = confirming && askedBy[confirming];
    setConfirming(null);
    // Back to the button that opened the question (it is rendered again with the form's actions).
    setTimeout(() => button && button.current?.focus(), 0);
  };
  const question =
    confirming === 'forget'
      ? {
          title: t`Naozaj chcete zabudnúť rozpracované hlásenia na tomto zariadení?`,
          text: t`Toto zariadenie zabudne zoznam rozpracovaných hlásení aj odpovede, ktoré ste ešte neodoslali. U nás hlásenia zostanú a otvoríte ich odkazom z e-mailu, kým ich po lehote uvedenej na stránke Ochrana osobných údajov nevymažeme.`,
          yes: t`Áno, zabudnúť na tomto zariadení`,
          event: 'DRAFTS.FORGET',
        }
      : {
          title: t`Naozaj chcete vymazať všetky rozpracované hlásenia?`,
          text: t`Vymažeme ich z tohto zariadenia aj z našich záznamov. Vymazané hlásenia sa nedajú obnoviť.`,
          yes: t`Áno, vymazať všetky`,
          event: 'DRAFTS.DELETE_ALL',
        };

  return (
    <>
      <p className="screen-lead">{t`Máte rozpracované hlásenia. Pokračujte v niektorom z nich alebo začnite nové.`}</p>
      <p className="screen-text">{t`Rozpracované hlásenie si toto zariadenie pamätá ${days} dní od jeho začatia.`}</p>
      {props.drafts.length > 0 && (
        <p className="screen-text">{t`Používajú toto zariadenie aj iní? Rozpracované hlásenia na ňom môžete zabudnúť: u nás zostanú a otvoríte ich odkazom z e-mailu. Ak ich vymažete všetky, vymažeme ich aj u nás.`}</p>
      )}
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
            <>
              <button
                ref={askedBy.forget}
                type="button"
                className="button button--secondary"
                disabled={props.busy}
                onClick={() => setConfirming('forget')}
              >
                {t`Zabudnúť rozpracované hlásenia na tomto zariadení`}
              </button>
              <button
                ref={askedBy.deleteAll}
                type="button"
                className="button button--secondary"
                disabled={props.busy}
                onClick={() => setConfirming('deleteAll')}
              >
                {t`Vymazať všetky rozpracované hlásenia`}
              </button>
            </>
          )
        }
      >
        <OptionCards<string> name="choice" label={t`Ako chcete pokračovať?`} options={options} />
      </WizardForm>
      {confirming && (
        <section className="info-box info-box--warning drafts-confirm" aria-labelledby={ids.heading} aria-describedby={ids.text}>
          <div className="info-box__content">
            <h2 className="info-box__title" id={ids.heading} ref={confirmHeading} tabIndex={-1}>
              {question.title}
            </h2>
            <p id={ids.text}>{question.text}</p>
            <div className="wizard-form__actions">
              <button type="button" className="button" disabled={props.busy} onClick={() => props.send({ type: question.event })}>
                {question.yes}
              </button>
              <button type="button" className="button button--secondary" onClick={cancel}>
                {t`Nie, ponechať ich`}
              </button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
