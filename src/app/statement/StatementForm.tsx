import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CIRCUMSTANCE_BOXES,
  SKETCH_HEIGHT,
  SKETCH_WIDTH,
  type ColumnSection,
  type Driver,
  type SectionId,
  type SectionValue,
} from '../../domain/accident-statement.ts';
import { isSlovakMotorInsurer, SLOVAK_MOTOR_INSURERS } from '../../domain/slovak-insurers.ts';
import { CIRCUMSTANCE_LABELS } from './circumstances.ts';
import { DrawingPad } from './DrawingPad.tsx';
import { ImpactPoint } from './ImpactPoint.tsx';
import { PlaceLocator } from './PlaceLocator.tsx';
import { writeSection, type Statement } from './statement-api.ts';

interface Props {
  statement: Statement;
  token: string;
  /** The statement after a write of this phone (or the newer one a refused write brought back). */
  onStatement(statement: Statement): void;
  readOnly: boolean;
}

/** A section as this phone holds it: the server's version it started from and what is typed. */
interface Draft {
  version: number;
  value: SectionValue;
  dirty: boolean;
}

const emptyValue: SectionValue = {};

/** The insurer list's choice of an insurer not on it. */
const OTHER_INSURER = 'other';

/**
 * The statement's sections as form fields, each saved on its own when a field is left: the shared
 * ones (1-5, 13) and both columns (6-12, 14), the other driver's shown but not editable. What
 * the other phone saved replaces a section here unless this phone has unsaved typing in it; a
 * save from an older version is refused by the server and the newer value shown, with a notice.
 */
export function StatementForm({ statement, token, onStatement, readOnly }: Props) {
  const { t, i18n } = useLingui();
  const [drafts, setDrafts] = useState<Partial<Record<SectionId, Draft>>>({});
  const [conflict, setConflict] = useState(false);
  const [failed, setFailed] = useState(false);
  const [otherInsurer, setOtherInsurer] = useState<Partial<Record<Driver, boolean>>>({});
  // The drafts as of now, for the writes: the state above is what was last drawn.
  const latest = useRef(drafts);
  const update = (next: (current: Partial<Record<SectionId, Draft>>) => Partial<Record<SectionId, Draft>>) => {
    latest.current = next(latest.current);
    setDrafts(latest.current);
  };

  // The server's sections replace the ones this phone has nothing unsaved in.
  useEffect(() => {
    update((current) => {
      const next = { ...current };
      for (const [id, section] of Object.entries(statement.sections) as Array<[SectionId, { version: number; value: SectionValue }]>) {
        const mine = current[id];
        if (!mine || (!mine.dirty && mine.version < section.version))
          next[id] = { version: section.version, value: section.value, dirty: false };
      }
      return next;
    });
  }, [statement]);

  const valueOf = (id: SectionId): SectionValue => drafts[id]?.value ?? emptyValue;
  const change = (id: SectionId, patch: SectionValue) =>
    update((current) => {
      const mine = current[id] ?? { version: statement.sections[id]?.version ?? 0, value: {}, dirty: false };
      return { ...current, [id]: { ...mine, value: { ...mine.value, ...patch }, dirty: true } };
    });

  // One write of a section at a time, each from the version the one before it brought back.
  const writing = useRef<Partial<Record<SectionId, Promise<void>>>>({});
  const save = (id: SectionId, patch?: SectionValue) => {
    if (patch) change(id, patch);
    const next = (writing.current[id] ?? Promise.resolve()).then(() => write(id));
    writing.current[id] = next;
    return next;
  };

  async function write(id: SectionId) {
    const mine = latest.current[id];
    if (!mine?.dirty) return;
    const sent = mine.value;
    const result = await writeSection(token, id, mine.version, sent);
    setFailed(result.kind === 'failed');
    if (result.kind === 'failed') return;
    const stored = result.kind === 'written' ? result.statement.sections[id] : result.current;
    if (!stored) return;
    // What was typed while the write was under way stays, to be written from the new version.
    const typedSince = (current: Draft | undefined) => current !== undefined && JSON.stringify(current.value) !== JSON.stringify(sent);
    update((current) => ({
      ...current,
      [id]:
        typedSince(current[id]) && result.kind === 'written'
          ? { ...current[id]!, version: stored.version, dirty: true }
          : { version: stored.version, value: stored.value, dirty: false },
    }));
    setConflict(result.kind === 'conflict');
    if (result.kind === 'written') onStatement(result.statement);
  }

  const editable = (owner: Driver | null) => !readOnly && (owner === null || owner === statement.you);

  const text = (
    id: SectionId,
    field: keyof SectionValue,
    label: string,
    owner: Driver | null,
    options: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => {
    const inputId = `statement-${id}-${field}`.replace('.', '-');
    return (
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {label}
        </label>
        {options.hint && (
          <p className="field-hint" id={`${inputId}-hint`}>
            {options.hint}
          </p>
        )}
        <input
          id={inputId}
          className="field-input"
          aria-describedby={options.hint ? `${inputId}-hint` : undefined}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={String(valueOf(id)[field] ?? '')}
          disabled={!editable(owner)}
          onChange={(event) => change(id, { [field]: event.currentTarget.value })}
          onBlur={() => void save(id)}
        />
      </div>
    );
  };

  /**
   * Section 8's insurer: one of the insurers of Slovakia from the list, or another (a vehicle
   * insured abroad) by its name in words. "Another" chosen with no name typed yet is held on this
   * phone only.
   */
  const insurer = (driver: Driver) => {
    const id = `${driver}.insurer` as const;
    const name = valueOf(id).insurerName;
    const other = (name !== undefined && name !== '' && !isSlovakMotorInsurer(name)) || otherInsurer[driver];
    const selectId = `statement-${driver}-insurer-list`;
    return (
      <>
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            {t`Poisťovňa vozidla`}
          </label>
          <select
            id={selectId}
            className="field-input field-select"
            value={other ? OTHER_INSURER : (name ?? '')}
            disabled={!editable(driver)}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              setOtherInsurer((current) => ({ ...current, [driver]: chosen === OTHER_INSURER }));
              if (chosen === OTHER_INSURER) change(id, { insurerName: '' });
              else void save(id, { insurerName: chosen || undefined });
            }}
          >
            <option value="">{t`Vyberte poisťovňu`}</option>
            {SLOVAK_MOTOR_INSURERS.map((insurerName) => (
              <option key={insurerName} value={insurerName}>
                {insurerName}
              </option>
            ))}
            <option value={OTHER_INSURER}>{t`Iná poisťovňa, napríklad zahraničná`}</option>
          </select>
        </div>
        {other && text(id, 'insurerName', t`Názov poisťovne`, driver)}
      </>
    );
  };

  const section = (number: number, title: string, children: ReactNode) => (
    <fieldset className="fieldset statement-section">
      <legend className="field-legend">
        {number}. {title}
      </legend>
      {children}
    </fieldset>
  );

  const column = (driver: Driver) => {
    const id = (part: ColumnSection) => `${driver}.${part}` as const;
    const boxes = valueOf(id('circumstances')).boxes ?? [];
    const ticked = boxes.length;
    const mine = driver === statement.you;
    const heading = driver === 'A' ? t`Vozidlo A` : t`Vozidlo B`;
    return (
      <section className="statement-column" aria-labelledby={`statement-column-${driver}`}>
        <h2 id={`statement-column-${driver}`}>
          {heading} {mine ? t`(vaše)` : t`(druhého vodiča)`}
        </h2>
        {section(
          6,
          t`Poistník`,
          <>
            {text(id('policyholder'), 'name', t`Meno a priezvisko poistníka`, driver)}
            {text(id('policyholder'), 'address', t`Adresa poistníka`, driver)}
          </>,
        )}
        {section(
          7,
          t`Vozidlo`,
          <>
            {text(id('vehicle'), 'plate', t`Evidenčné číslo`, driver)}
            {text(id('vehicle'), 'make', t`Značka a typ`, driver)}
            {text(id('vehicle'), 'country', t`Štát evidencie`, driver)}
          </>,
        )}
        {section(
          8,
          t`Poisťovňa`,
          <>
            {insurer(driver)}
            {text(id('insurer'), 'policyNumber', t`Číslo poistnej zmluvy`, driver)}
            {text(id('insurer'), 'greenCard', t`Číslo zelenej karty`, driver)}
            {text(id('insurer'), 'validFrom', t`Poistenie platí od`, driver, { type: 'date' })}
            {text(id('insurer'), 'validTo', t`Poistenie platí do`, driver, { type: 'date' })}
          </>,
        )}
        {section(
          9,
          t`Vodič`,
          <>
            {text(id('driver'), 'name', t`Meno a priezvisko vodiča`, driver)}
            {text(id('driver'), 'address', t`Adresa vodiča`, driver)}
            {text(id('driver'), 'licence', t`Číslo vodičského preukazu`, driver)}
            {text(id('driver'), 'licenceCategory', t`Skupiny vodičského preukazu`, driver, { hint: t`Napríklad B alebo B, C1.` })}
            {text(id('driver'), 'licenceValidTo', t`Vodičský preukaz platí do`, driver, { type: 'date' })}
          </>,
        )}
        {section(
          10,
          t`Miesto prvotného nárazu`,
          <ImpactPoint
            driver={driver}
            value={valueOf(id('impact')).impact}
            disabled={!editable(driver)}
            onChoose={(impact) => void save(id('impact'), { impact })}
          />,
        )}
        {section(11, t`Viditeľné poškodenie`, text(id('visibleDamage'), 'text', t`Čo je na vozidle viditeľne poškodené`, driver))}
        {section(
          12,
          t`Okolnosti`,
          <>
            <ul className="statement-boxes">
              {CIRCUMSTANCE_BOXES.map((box) => {
                const boxId = `statement-${driver}-box-${box}`;
                return (
                  <li key={box} className="choice">
                    <input
                      id={boxId}
                      className="choice__input"
                      type="checkbox"
                      checked={boxes.includes(box)}
                      disabled={!editable(driver)}
                      onChange={(event) => {
                        const next = event.currentTarget.checked ? [...boxes, box] : boxes.filter((other) => other !== box);
                        void save(id('circumstances'), { boxes: next.sort((a, b) => a - b) });
                      }}
                    />
                    <label className="choice__label" htmlFor={boxId}>
                      {box}. {i18n._(CIRCUMSTANCE_LABELS[box]!)}
                    </label>
                  </li>
                );
              })}
            </ul>
            <p className="statement-count">{t`Počet označených políčok: ${ticked}`}</p>
          </>,
        )}
        {section(14, t`Poznámky`, text(id('remarks'), 'text', t`Vaše poznámky`, driver))}
      </section>
    );
  };

  /** A yes/no question of a shared section, saved when answered; a "no" drops what `noClears` said under the "yes". */
  const yesNo = (id: SectionId, field: 'injured' | 'damaged', question: string, yes: string, no: string, noClears?: keyof SectionValue) => {
    const answer = valueOf(id)[field];
    return (
      <div className="statement-yes-no" role="radiogroup" aria-label={question}>
        {[true, false].map((option) => (
          <div className="choice" key={String(option)}>
            <input
              id={`statement-${field}-${option}`}
              className="choice__input"
              type="radio"
              name={`statement-${field}`}
              checked={answer === option}
              disabled={!editable(null)}
              onChange={() => void save(id, { [field]: option, ...(!option && noClears && { [noClears]: undefined }) })}
            />
            <label className="choice__label" htmlFor={`statement-${field}-${option}`}>
              {option ? yes : no}
            </label>
          </div>
        ))}
      </div>
    );
  };

  const place = valueOf('place');
  return (
    <div className="statement-form">
      {conflict && (
        <p role="alert" className="statement-notice">
          {t`Túto časť medzitým zmenil druhý vodič. Zobrazujeme jeho zmenu; upravte ju, ak treba.`}
        </p>
      )}
      {failed && (
        <p role="alert" className="statement-notice">
          {t`Zmenu sa nepodarilo uložiť. Skontrolujte pripojenie na internet a skúste to znova.`}
        </p>
      )}
      {section(
        1,
        t`Dátum a čas nehody`,
        <>
          {text('time', 'date', t`Dátum`, null, { type: 'date' })}
          {text('time', 'time', t`Čas`, null, { type: 'time' })}
        </>,
      )}
      {section(
        2,
        t`Miesto nehody`,
        <>
          {editable(null) && <PlaceLocator current={place} onPlace={(value) => void save('place', value)} />}
          {text('place', 'country', t`Štát`, null)}
          {text('place', 'town', t`Obec alebo mesto`, null)}
          {text('place', 'address', t`Ulica a číslo, alebo cesta a kilometer`, null)}
          {place.latitude !== undefined && place.longitude !== undefined && (
            <p className="statement-position">{t`Poloha podľa telefónu: ${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`}</p>
          )}
        </>,
      )}
      {section(
        3,
        t`Zranenia`,
        yesNo('injuries', 'injured', t`Bol niekto zranený, aj ľahko?`, t`Áno, niekto bol zranený`, t`Nikto nebol zranený`),
      )}
      {section(
        4,
        t`Škoda na iných vozidlách alebo veciach`,
        <>
          {yesNo(
            'otherDamage',
            'damaged',
            t`Je poškodené aj iné vozidlo než A a B alebo iná vec, napríklad zvodidlo či plot?`,
            t`Áno, aj iné vozidlo alebo vec`,
            t`Nie, iba vozidlá A a B`,
            'text',
          )}
          {valueOf('otherDamage').damaged && text('otherDamage', 'text', t`Čo je poškodené a komu patrí`, null)}
        </>,
      )}
      {section(5, t`Svedkovia`, text('witnesses', 'text', t`Mená, adresy a telefóny svedkov`, null))}
      {section(
        13,
        t`Náčrt nehody`,
        <div className="statement-sketch">
          <p className="field-hint">{t`Nakreslite prstom cesty, vozidlá A a B, smer ich jazdy a dopravné značky.`}</p>
          <DrawingPad
            label={t`Plocha na náčrt nehody`}
            clearLabel={t`Vymazať náčrt`}
            value={valueOf('sketch').drawing ?? ''}
            width={SKETCH_WIDTH}
            height={SKETCH_HEIGHT}
            disabled={!editable(null)}
            onChange={(drawing) => change('sketch', { drawing })}
            onStrokeEnd={(drawing) => void save('sketch', { drawing })}
          />
        </div>,
      )}
      {column(statement.you)}
      {column(statement.you === 'A' ? 'B' : 'A')}
    </div>
  );
}
