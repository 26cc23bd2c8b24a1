// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { Checkbox } from '../../src/components/Checkbox.tsx';
import { OptionCards } from '../../src/components/OptionCards.tsx';
import { PhoneField } from '../../src/components/PhoneField.tsx';
import { TextField } from '../../src/components/TextField.tsx';
import { WizardForm } from '../../src/components/WizardForm.tsx';
import { YesNo } from '../../src/components/YesNo.tsx';
import { renderWithI18n, required } from './render.tsx';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

// Schema keys in a different order than the fields on the page: focus must follow the page.
const schema = yup.object({
  phone: yup.object({
    prefix: yup.string().required(required),
    number: yup.string().required({ id: 'validation.phone', message: 'Zadajte telefónne číslo' }),
  }),
  reporter: yup.object({
    lastName: yup.string().required({ id: 'validation.lastName', message: 'Zadajte priezvisko' }),
    firstName: yup.string().required({ id: 'validation.firstName', message: 'Zadajte meno' }),
  }),
  policyType: yup.string().nullable().required('Vyberte typ poistenia'),
});

const initialValues = {
  reporter: { firstName: '', lastName: '' },
  phone: { prefix: '+421', number: '' },
  policyType: null as string | null,
};

function renderForm(
  props: { onSubmit?: (values: typeof initialValues) => void | Promise<void>; busy?: boolean; submitLabel?: string } = {},
) {
  const onSubmit = props.onSubmit ?? vi.fn();
  renderWithI18n(
    <main>
      <h1>Kontaktné údaje</h1>
      <WizardForm
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={onSubmit}
        busy={props.busy}
        submitLabel={props.submitLabel}
      >
        <TextField name="reporter.firstName" label="Meno" autoComplete="given-name" />
        <TextField name="reporter.lastName" label="Priezvisko" autoComplete="family-name" />
        <PhoneField name="phone" label="Telefón" prefixes={['+421', '+420']} />
        <OptionCards
          name="policyType"
          label="Typ poistenia"
          options={[
            { value: 'PZP', label: 'PZP' },
            { value: 'CASCO', label: 'Havarijné' },
          ]}
        />
      </WizardForm>
    </main>,
  );
  return onSubmit;
}

describe('WizardForm', () => {
  it('on an invalid submit shows the summary in page order and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Skontrolujte, prosím, formulár');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      // Each names its field as the page does: a text field by its label, a choice by its legend.
      ['Meno – Zadajte meno', '#reporter-firstName'],
      ['Priezvisko – Zadajte priezvisko', '#reporter-lastName'],
      ['Telefónne číslo – Zadajte telefónne číslo', '#phone-number'],
      ['Typ poistenia – Vyberte typ poistenia', '#policyType'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Meno')));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // Every field shows its own message now (all touched).
    expect(screen.getByLabelText('Meno').getAttribute('aria-describedby')).toBe('reporter-firstName-error');
    expect(screen.getByLabelText('Telefónne číslo').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field even when it comes later on the page', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Meno'), 'Jana');
    await user.type(screen.getByLabelText('Priezvisko'), 'Nováková');
    await user.type(screen.getByLabelText('Telefónne číslo'), '905 123 456');
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'PZP' })));
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
    // A summary link takes the user to the field too.
    screen.getByRole('button', { name: 'Pokračovať' }).focus();
    await user.click(screen.getByRole('link', { name: 'Typ poistenia – Vyberte typ poistenia' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'PZP' }));
    // Fixing the last error removes it from the summary, and the summary with it.
    await user.click(screen.getByText('Havarijné'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('calls onSubmit with the values when they are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ submitLabel: 'Overiť a pokračovať' });
    await user.type(screen.getByLabelText('Meno'), 'Jana');
    await user.type(screen.getByLabelText('Priezvisko'), 'Nováková');
    await user.type(screen.getByLabelText('Telefónne číslo'), '905 123 456');
    await user.click(screen.getByText('PZP'));
    await user.click(screen.getByRole('button', { name: 'Overiť a pokračovať' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      reporter: { firstName: 'Jana', lastName: 'Nováková' },
      phone: { prefix: '+421', number: '905 123 456' },
      policyType: 'PZP',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the button and ignores submits while the app is busy', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ busy: true });
    const button = screen.getByRole('button', { name: 'Pokračovať' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
    await user.type(screen.getByLabelText('Meno'), 'Jana{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('WizardForm: Continue straight from a field', () => {
  it('tidies the focused field (its blur rules) before checking and submitting: 0905 123 456 becomes +421 905 123 456', async () => {
    const onSubmit = vi.fn();
    const nineDigits = yup.string().matches(/^\d{3} \d{3} \d{3}$/, { id: 'validation.phone', message: 'Zadajte platné číslo' });
    renderWithI18n(
      <WizardForm
        initialValues={{ phone: { prefix: '+421', number: '' } }}
        validationSchema={yup.object({ phone: yup.object({ number: nineDigits }) })}
        onSubmit={onSubmit}
      >
        <PhoneField name="phone" label="Telefón" prefixes={['+421', '+420']} />
      </WizardForm>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Telefónne číslo'), '0905 123 456');
    // No Tab: the field keeps focus until Continue is pressed, as on a phone.
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: { prefix: '+421', number: '905 123 456' } }));
  });
});

describe('WizardForm: the error summary names the field of each message', () => {
  it('by the words the page shows for it, so that two "Povinné pole" say which fields they are', async () => {
    const mandatory = 'Povinné pole';
    const schema = yup.object({
      policyId: yup.string().matches(/^\d+$/, 'Zadajte číslo'),
      phone: yup
        .object({ prefix: yup.string(), number: yup.string() })
        .test('one', 'Zadajte, prosím, aspoň jeden kontaktný údaj', (phone) => Boolean(phone?.number)),
      police: yup.boolean().nullable().required(mandatory),
      plate: yup.string().required(mandatory),
      accepted: yup.boolean().oneOf([true], mandatory),
    });
    renderWithI18n(
      <WizardForm
        initialValues={{ policyId: 'abc', phone: { prefix: '+421', number: '' }, police: null, plate: '', accepted: false }}
        validationSchema={schema}
        onSubmit={vi.fn()}
      >
        <TextField name="policyId" label="Číslo poistnej zmluvy" optional />
        <PhoneField name="phone" label="Telefón" prefixes={['+421']} />
        <YesNo name="police" label="Spísala nehodu polícia?" />
        <div role="tablist">
          <button type="button" role="tab" id="vehicle-tab-2" aria-selected="true">
            Vozidlo 2<span className="visually-hidden"> (obsahuje chyby)</span>
          </button>
        </div>
        <div role="tabpanel" aria-labelledby="vehicle-tab-2">
          <TextField name="plate" label="Evidenčné číslo vozidla" />
        </div>
        <Checkbox name="accepted" label="Vyhlasujem, že všetky údaje sú pravdivé." />
      </WizardForm>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      // The label without its "(nepovinné)"; a group's error by the group's legend.
      ['Číslo poistnej zmluvy – Zadajte číslo', '#policyId'],
      ['Telefón – Zadajte, prosím, aspoň jeden kontaktný údaj', '#phone'],
      ['Spísala nehodu polícia? – Povinné pole', '#police'],
      // A field on a tab also by its tab (the panel may be hidden), without what only a screen reader hears.
      ['Vozidlo 2, Evidenčné číslo vozidla – Povinné pole', '#plate'],
      // A lone checkbox by its label, a sentence, without its full stop.
      ['Vyhlasujem, že všetky údaje sú pravdivé – Povinné pole', '#accepted'],
    ]);
  });
});

describe('WizardForm: the error summary after a switch of language', () => {
  it('names the fields with their new words, not with those the labels had before the switch', async () => {
    const schema = yup.object({ firstName: yup.string().required('Povinné pole') });
    // The language switch redraws every label in the same render as the summary above them.
    const form = (label: string) => (
      <WizardForm initialValues={{ firstName: '' }} validationSchema={schema} onSubmit={vi.fn()}>
        <TextField name="firstName" label={label} />
      </WizardForm>
    );
    const { rerender } = renderWithI18n(form('Meno'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    const links = async () =>
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(await links()).toEqual(['Meno – Povinné pole']);
    rerender(form('First name'));
    expect(await links()).toEqual(['First name – Povinné pole']);
  });
});
