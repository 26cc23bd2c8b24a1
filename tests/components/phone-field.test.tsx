// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { PhoneField, splitPhoneNumber } from '../../src/components/PhoneField.tsx';
import { renderFields } from './render.tsx';

afterEach(cleanup);

const prefixes = [{ code: '+421', country: 'SK' }, { code: '+420', country: 'CZ' }, '43'];
const nineDigits = { id: 'validation.phone', message: 'Zadajte platné číslo v tvare 9** *** ***' };
const schema = yup.object({
  phone: yup.object({
    prefix: yup.string().required(),
    number: yup
      .string()
      .required({ id: 'validation.required', message: 'Povinné pole' })
      .matches(/^\d{3} ?\d{3} ?\d{3}$/, nineDigits),
  }),
});

describe('splitPhoneNumber', () => {
  const known = ['+421', '+420', '+43'];
  it('splits a pasted international number into prefix and number', () => {
    expect(splitPhoneNumber('+420 601 123 456', '+421', known)).toEqual({ prefix: '+420', number: '601 123 456' });
    expect(splitPhoneNumber('00421905123456', '+420', known)).toEqual({ prefix: '+421', number: '905123456' });
  });
  it('drops the Slovak trunk zero and leaves anything else as typed', () => {
    expect(splitPhoneNumber('0905 123 456', '+421', known)).toEqual({ prefix: '+421', number: '905 123 456' });
    expect(splitPhoneNumber('0905 123 456', '+43', known)).toEqual({ prefix: '+43', number: '0905 123 456' });
    expect(splitPhoneNumber('+999 1234', '+421', known)).toEqual({ prefix: '+421', number: '+999 1234' });
  });
});

describe('PhoneField', () => {
  it('is a fieldset with a legend, a prefix select defaulting to +421 and a text input with the phone keypad and national autofill', async () => {
    const { form } = renderFields(
      <PhoneField name="phone" label="Telefón" hint="Zavoláme vám, ak budeme potrebovať." optional prefixes={prefixes} />,
      {
        initialValues: { phone: { prefix: '', number: '' } },
      },
    );
    const group = screen.getByRole('group', { name: 'Telefón (nepovinné)' });
    const select = within(group).getByLabelText<HTMLSelectElement>('Predvoľba');
    expect(select.value).toBe('+421');
    await waitFor(() => expect(form().values.phone.prefix).toBe('+421'));
    expect([...select.options].map((option) => option.value)).toEqual(['+421', '+420', '+43']);
    const number = within(group).getByLabelText('Telefónne číslo');
    // type=tel with autocomplete=tel-national is flagged by HTML validators (tel-national is a
    // text autofill field); the keypad comes from inputmode.
    expect(number.getAttribute('type')).toBe('text');
    expect(number.getAttribute('inputmode')).toBe('tel');
    expect(number.getAttribute('autocomplete')).toBe('tel-national');
    expect(number.id).toBe('phone-number');
    expect(number.getAttribute('aria-describedby')).toBe('phone-hint');
  });

  it('stores prefix and number separately and tidies a pasted number on blur', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<PhoneField name="phone" label="Telefón" prefixes={prefixes} />, {
      initialValues: { phone: { prefix: '+421', number: '' } },
    });
    await user.selectOptions(screen.getByLabelText('Predvoľba'), '+420');
    expect(form().values.phone.prefix).toBe('+420');
    await user.type(screen.getByLabelText('Telefónne číslo'), '00421 905 123 456');
    await user.tab();
    await waitFor(() => expect(form().values.phone).toEqual({ prefix: '+421', number: '905 123 456' }));
  });

  it('shows the number error only after touch and links it to the number input', async () => {
    const user = userEvent.setup();
    const { container } = renderFields(<PhoneField name="phone" label="Telefón" prefixes={prefixes} />, {
      initialValues: { phone: { prefix: '+421', number: '' } },
      validationSchema: schema,
    });
    const number = screen.getByLabelText('Telefónne číslo');
    await user.type(number, '905');
    expect(container.querySelector('.field-error')).toBeNull();
    await user.tab();
    expect(await screen.findByText(nineDigits.message)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toBe('phone-number-error');
    expect(document.getElementById('phone-number-error')?.textContent).toBe(`Chyba: ${nineDigits.message}`);
    expect(screen.getByLabelText('Predvoľba').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('group').classList.contains('form-group--error')).toBe(true);
  });
});
