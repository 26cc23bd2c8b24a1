import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { WizardForm } from '../../components/WizardForm.tsx';
import { damageEntriesRoom, type DamageList } from '../../domain/damaged-objects.ts';
import type { Incident } from '../../domain/report.ts';
import type { Step } from '../../steps/step.ts';
import type { PhonePrefix, ScreenPatch, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { stepInputOf } from '../shared/step-input.ts';
import { DamageStepError } from './DamageStepError.tsx';
import { DamageTabs } from './DamageTabs.tsx';

/** One kind of other damage as its form holds it: the list, its entries and what is checked and sent of them. */
export interface OtherDamageKind<Entry> {
  list: DamageList;
  /** The kind's step (src/steps/other-damage-items.ts): its rules. */
  step: Step;
  entries(incident: Incident): Entry[];
  newEntry(): Entry;
  /** The entry as the step's schema reads it. */
  toCheck(entry: Entry, prefixes: readonly PhonePrefix[]): unknown;
  /** The entry as Continue sends it. */
  patch(entry: Entry, prefixes: readonly PhonePrefix[]): unknown;
  /** The screen's lead and the tab list's names (DamageTabs), e.g. "Vozidlo 2". */
  texts: {
    lead: MessageDescriptor;
    list: MessageDescriptor;
    tab(number: number): MessageDescriptor;
    add: MessageDescriptor;
    delete(number: number): MessageDescriptor;
  };
}

export interface OtherDamageListProps<Entry> {
  screen: ScreenProps;
  kind: OtherDamageKind<Entry>;
  /** The fields of the entry at `path`. */
  children: (path: string) => ReactNode;
}

type Values<Entry> = { incident: Partial<Record<DamageList, Entry[]>> };

/**
 * /other-damage-vehicle, -property, -health (SPEC §2, §3 "Other damage"): the entries of one kind,
 * one tab each (DamageTabs). Continue sends the whole list; the machine goes on to the next
 * chosen kind.
 */
export function OtherDamageList<Entry>({ screen, kind, children }: OtherDamageListProps<Entry>) {
  const { i18n } = useLingui();
  const { list, texts } = kind;
  const entriesOf = (values: Values<Entry>) => values.incident[list] ?? [];
  const schema = useMemo(() => kind.step.schema(stepInputOf(screen)) as AnySchema, [kind, screen]);
  const [initial] = useState<Values<Entry>>(() => ({ incident: { [list]: kind.entries(screen.report.incident) } }));
  const toCheck = (values: Values<Entry>) => ({
    incident: { [list]: entriesOf(values).map((entry) => kind.toCheck(entry, screen.phonePrefixes)) },
  });

  return (
    <>
      <p className="screen-lead">{i18n._(texts.lead)}</p>
      <DamageStepError error={screen.error} />
      <WizardForm<Values<Entry>>
        initialValues={initial}
        validate={(values) => schemaErrors<Values<Entry>>(schema, toCheck(values))}
        busy={screen.busy}
        onSubmit={(values) =>
          screen.submit({
            incident: { [list]: entriesOf(values).map((entry) => kind.patch(entry, screen.phonePrefixes)) } as ScreenPatch['incident'],
          })
        }
      >
        <DamageTabs<Entry>
          name={`incident.${list}`}
          maxEntries={damageEntriesRoom(screen.report.incident, list)}
          newEntry={kind.newEntry}
          listLabel={i18n._(texts.list)}
          tabLabel={(number) => i18n._(texts.tab(number))}
          addLabel={i18n._(texts.add)}
          deleteLabel={(number) => i18n._(texts.delete(number))}
        >
          {children}
        </DamageTabs>
      </WizardForm>
    </>
  );
}
