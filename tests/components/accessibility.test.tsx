// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { Checkbox } from '../../src/components/Checkbox.tsx';
import { DateField } from '../../src/components/DateField.tsx';
import { Fieldset } from '../../src/components/Fieldset.tsx';
import { Notice } from '../../src/components/Notice.tsx';
import { OptionCards } from '../../src/components/OptionCards.tsx';
import { PhoneField } from '../../src/components/PhoneField.tsx';
import { Textarea } from '../../src/components/Textarea.tsx';
import { TextField } from '../../src/components/TextField.tsx';
import { WizardForm } from '../../src/components/WizardForm.tsx';
import { YesNo } from '../../src/components/YesNo.tsx';
import { renderWithI18n, required } from './render.tsx';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

/** WCAG 2.0-2.2 A and AA plus best practice, as GOV.UK tests its components (STYLE.md §2). */
async function violations(container: Element) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    // jsdom cannot compute colours; contrast is checked in the browser suites.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const schema = yup.object({
  reporter: yup.object({
    firstName: yup.string().required(required),
    email: yup.string().required(required).email('Zadajte platný e-mail'),
    phone: yup.object({ prefix: yup.string().required(required), number: yup.string().required(required) }),
  }),
  incident: yup.object({
    date: yup.string().required(required),
    scopes: yup.array().min(1, 'Vyberte aspoň jednu možnosť'),
    policeInvestigated: yup.boolean().nullable().required(required),
    description: yup.string().required(required),
  }),
  accepted: yup.boolean().oneOf([true], 'Potvrďte, prosím, pravdivosť údajov'),
});

const initialValues = {
  reporter: { firstName: '', email: '', phone: { prefix: '+421', number: '' } },
  incident: { date: '', scopes: [] as number[], policeInvestigated: null as boolean | null, description: '' },
  accepted: false,
};

function EveryField() {
  return (
    <main>
      <h1>Hlásenie škody</h1>
      <WizardForm initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
        <Notice title="Upozornenie" dismissible>
          Údaje sa priebežne ukladajú.
        </Notice>
        <Fieldset legend="Nahlasovateľ" hint="Osoba, ktorá škodu hlási.">
          <TextField name="reporter.firstName" label="Meno" autoComplete="given-name" />
          <TextField name="reporter.email" label="E-mail" type="email" autoComplete="email" hint="Pošleme naň potvrdenie." />
          <PhoneField
            name="reporter.phone"
            label="Telefón"
            prefixes={[
              { code: '+421', country: 'SK' },
              { code: '+420', country: 'CZ' },
            ]}
          />
        </Fieldset>
        <DateField name="incident.date" label="Dátum udalosti" />
        <OptionCards
          name="incident.scopes"
          label="Čo sa stalo?"
          multiple
          hint="Vyberte všetko, čo platí."
          options={[
            { value: 1, label: 'Poškodené moje vozidlo', description: 'Aj čelné sklo.' },
            { value: 2, label: 'Moje vozidlo spôsobilo škodu' },
            { value: 3, label: 'Iné vozidlo poškodilo môj majetok', disabled: true, disabledReason: 'Túto kombináciu nemožno nahlásiť.' },
          ]}
        />
        <YesNo name="incident.policeInvestigated" label="Vyšetruje udalosť polícia?" />
        <Textarea name="incident.description" label="Popis udalosti" maxLength={950} hint="Aspoň 5 slov." />
        <Checkbox name="accepted" label="Potvrdzujem pravdivosť údajov" />
        <TextField name="note" label="Poznámka" optional />
      </WizardForm>
    </main>
  );
}

describe('accessibility (axe-core)', () => {
  it('the check itself finds a problem when there is one', async () => {
    const { container } = renderWithI18n(
      <main>
        <input type="text" />
      </main>,
    );
    expect((await violations(container)).some((violation) => violation.startsWith('label:'))).toBe(true);
  });

  it('a form of every field has no violations, before and after an invalid submit', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<EveryField />);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await screen.findByRole('alert');
    expect(document.querySelectorAll('.field-error').length).toBeGreaterThanOrEqual(7);
    expect(await violations(container)).toEqual([]);
  });

  it('the open calendar has no violations', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<EveryField />);
    await user.click(screen.getByRole('button', { name: 'Vybrať dátum v kalendári' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });
});
