// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { afterEach, describe, expect, it } from 'vitest';
import { BirthDateField, EMPTY_BIRTH_DATE } from '../../src/components/BirthDateField.tsx';
import { findFieldControl } from '../../src/components/focus-field.ts';
import { birthDateFromParts, validateBirthDate, type BirthDateParts } from '../../src/domain/validation/dates.ts';
import { birthDateBoxes, typeBirthDate } from './birth-date.ts';
import { renderFields } from './render.tsx';

afterEach(cleanup);

// The rule the screens use (src/domain/validation/dates.ts), as a Yup test on the three boxes.
const schema = yup.object({
  born: yup.mixed<BirthDateParts>().test('birth-date', (value, context) => {
    const message = validateBirthDate(value, { today: '2026-03-18', required: true });
    return message ? context.createError({ message: message.message }) : true;
  }),
});

describe('BirthDateField: day, month and year typed (SPEC §5, GOV.UK date input)', () => {
  it('is a fieldset named by its legend, with three numeric boxes and the hint linked', () => {
    renderFields(<BirthDateField name="born" label="Dátum narodenia" />, { initialValues: { born: { ...EMPTY_BIRTH_DATE } } });
    const { group, day, month, year } = birthDateBoxes('Dátum narodenia');
    expect(group.tagName).toBe('FIELDSET');
    expect([day, month, year].map((box) => box.inputMode)).toEqual(['numeric', 'numeric', 'numeric']);
    expect([day, month, year].map((box) => box.maxLength)).toEqual([2, 2, 4]);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Napríklad 27 3 1985');
    // The error summary's link (#born) lands on the day.
    expect(findFieldControl('born')).toBe(day);
  });

  it('builds the date once all three are typed; the message waits until the person leaves the group', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<BirthDateField name="born" label="Dátum narodenia" />, {
      initialValues: { born: { ...EMPTY_BIRTH_DATE } },
      validationSchema: schema,
    });
    await typeBirthDate(user, 'Dátum narodenia', '31.4.');
    // Moving from the month to the year is inside the group: no message yet.
    expect(screen.queryByText(/Zadajte platný dátum narodenia/)).toBeNull();
    await user.tab();
    await user.tab();
    await waitFor(() => expect(screen.getByText(/Zadajte platný dátum narodenia/)).toBeTruthy());
    await typeBirthDate(user, 'Dátum narodenia', '23.1.1985');
    await waitFor(() => expect(screen.queryByText(/Zadajte platný dátum narodenia/)).toBeNull());
    expect(form().values.born).toEqual({ day: '23', month: '1', year: '1985' });
    expect(birthDateFromParts(form().values.born)).toBe('1985-01-23');
  });

  it('keeps only digits: a letter or a dot typed into a box does not land in it', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<BirthDateField name="born" label="Dátum narodenia" />, {
      initialValues: { born: { ...EMPTY_BIRTH_DATE } },
    });
    await user.type(birthDateBoxes('Dátum narodenia').day, '2.3');
    expect(form().values.born.day).toBe('23');
  });
});
