// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { TextField } from '../../src/components/TextField.tsx';
import { fieldId } from '../../src/components/field-id.ts';
import { renderFields, required } from './render.tsx';

afterEach(cleanup);

const schema = yup.object({
  parties: yup.object({ reporter: yup.object({ email: yup.string().required(required).email('Zadajte platný e-mail') }) }),
});
const values = { parties: { reporter: { email: '' } } };

describe('fieldId', () => {
  it('makes stable, selector-safe ids from Formik paths', () => {
    expect(fieldId('parties.reporter.email')).toBe('parties-reporter-email');
    expect(fieldId('damagedVehicles[0].phone.number')).toBe('damagedVehicles-0-phone-number');
    expect(fieldId('damagedVehicles.0.phone.number')).toBe('damagedVehicles-0-phone-number');
    expect(fieldId('0.name')).toBe('field-0-name');
  });
});

describe('TextField', () => {
  it('renders the label with the optional marker and the hint linked to the input', () => {
    renderFields(<TextField name="parties.reporter.email" label="E-mail" hint="Pošleme vám naň potvrdenie." optional type="email" />, {
      initialValues: values,
    });
    const input = screen.getByLabelText('E-mail (nepovinné)');
    expect(input.id).toBe('parties-reporter-email');
    expect(input.getAttribute('aria-describedby')).toBe('parties-reporter-email-hint');
    expect(document.getElementById('parties-reporter-email-hint')?.textContent).toBe('Pošleme vám naň potvrdenie.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error only after the field was touched, linked with aria-describedby', async () => {
    const user = userEvent.setup();
    const { container } = renderFields(<TextField name="parties.reporter.email" label="E-mail" hint="Na potvrdenie." type="email" />, {
      initialValues: values,
      validationSchema: schema,
    });
    const input = screen.getByLabelText('E-mail');
    await user.type(input, 'x');
    await user.clear(input);
    // Typing alone does not show the error: the field is not touched yet.
    expect(container.querySelector('.field-error')).toBeNull();
    await user.tab();
    const error = await screen.findByText('Povinné pole');
    expect(error.closest('p')?.id).toBe('parties-reporter-email-error');
    expect(error.closest('p')?.textContent).toBe('Chyba: Povinné pole');
    expect(error.closest('p')?.querySelector('.visually-hidden')?.textContent).toBe('Chyba:');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('parties-reporter-email-hint parties-reporter-email-error');
    expect(input.closest('.form-group')?.classList.contains('form-group--error')).toBe(true);

    await user.type(input, 'jana@');
    await user.tab();
    expect(await screen.findByText('Zadajte platný e-mail')).toBeTruthy();
    await user.type(input, 'example.sk');
    await waitFor(() => expect(container.querySelector('.field-error')).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('parties-reporter-email-hint');
  });

  it('shows errors of untouched fields after a submit attempt', async () => {
    const { form } = renderFields(<TextField name="name" label="Meno" />, {
      initialValues: {} as { name?: string },
      validationSchema: yup.object({ name: yup.string().required(required) }),
    });
    await act(() => form().submitForm());
    expect(await screen.findByText('Povinné pole')).toBeTruthy();
  });

  it('gives e-mail and number fields the right keyboards; a number stays a string', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(
      <>
        <TextField name="email" label="E-mail" type="email" autoComplete="email" />
        <TextField name="policyId" label="Číslo zmluvy" type="number" />
      </>,
      { initialValues: { email: '', policyId: '' } },
    );
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    const number = screen.getByLabelText('Číslo zmluvy');
    expect(number.getAttribute('type')).toBe('text');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('pattern')).toBe('[0-9]*');
    await user.type(number, '0012345');
    expect(form().values.policyId).toBe('0012345');
  });

  it('applies transform on change (upper-case plates) and calls the onBlur hook', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const { form } = renderFields(
      <TextField name="plate" label="EČV" transform={(value) => value.toUpperCase()} onBlur={onBlur} width="short" />,
      {
        initialValues: { plate: '' },
      },
    );
    const input = screen.getByLabelText<HTMLInputElement>('EČV');
    await user.type(input, 'ba123cd');
    expect(form().values.plate).toBe('BA123CD');
    expect(input.value).toBe('BA123CD');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(form().touched.plate).toBe(true);
  });

  // DECISIONS D29: what a person pastes is kept as the server stores it, in the field too.
  it('drops pasted control characters and noncharacters, keeps "&nbsp;" literally, and keeps the caret after the paste', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<TextField name="street" label="Ulica" />, { initialValues: { street: 'Hlavná 12' } });
    const input = screen.getByLabelText<HTMLInputElement>('Ulica');
    input.setSelectionRange(6, 6);
    await user.click(input);
    input.setSelectionRange(6, 6);
    await user.paste('\u0001\u001b&nbsp;AT&T;\ufffe\uffff');
    expect(form().values.street).toBe('Hlavná&nbsp;AT&T; 12');
    expect(input.value).toBe('Hlavná&nbsp;AT&T; 12');
    expect(input.selectionStart).toBe('Hlavná&nbsp;AT&T;'.length);
  });

  it('normalises before its transform (an upper-cased plate with a pasted control character)', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<TextField name="plate" label="EČV" transform={(value) => value.toUpperCase()} />, {
      initialValues: { plate: '' },
    });
    const input = screen.getByLabelText<HTMLInputElement>('EČV');
    await user.click(input);
    await user.paste('ba\u0007123cd');
    expect(form().values.plate).toBe('BA123CD');
    expect(input.value).toBe('BA123CD');
  });
});

// The address the browser sends is the one the server stores and mails. The
// input's type="email" does it: HTML strips the whitespace around an e-mail input's value.
describe('an e-mail field', () => {
  it('keeps a pasted or typed address without the spaces and tabs around it, as the server does', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<TextField name="parties.reporter.email" label="E-mail" type="email" />, { initialValues: values });
    const input = screen.getByLabelText<HTMLInputElement>('E-mail');
    await user.click(input);
    await user.paste(' \ta@b.sk\t ');
    expect(form().values.parties.reporter.email).toBe('a@b.sk');
    expect(input.value).toBe('a@b.sk');
    await user.type(input, ' ');
    expect(form().values.parties.reporter.email).toBe('a@b.sk');
  });
});

describe('an error appearing while a finger or mouse button is down', () => {
  it('waits until the press is over, so the pressed control does not move before the click', async () => {
    renderFields(<TextField name="name" label="Meno" />, {
      initialValues: { name: '' },
      validationSchema: yup.object({ name: yup.string().required(required) }),
    });
    const input = screen.getByLabelText('Meno');
    input.focus();
    // The press on another control starts: focus leaves the field, which is now touched.
    fireEvent.pointerDown(document.body);
    fireEvent.blur(input);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Povinné pole')).toBeNull();
    fireEvent.pointerUp(document.body);
    expect(await screen.findByText('Povinné pole')).toBeTruthy();
  });
});
