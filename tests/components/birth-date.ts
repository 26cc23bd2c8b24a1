import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The three boxes of a BirthDateField, found by its legend as a person finds them. */
export function birthDateBoxes(legend: string | RegExp) {
  const group = screen.getByRole('group', { name: legend });
  const box = (label: string) => within(group).getByLabelText<HTMLInputElement>(label);
  return { group, day: box('Deň'), month: box('Mesiac'), year: box('Rok') };
}

/** Types "23.1.1985" into the day, month and year boxes (any part may be empty). */
export async function typeBirthDate(user: UserEvent, legend: string | RegExp, date: string): Promise<void> {
  const [day = '', month = '', year = ''] = date.split('.');
  const boxes = birthDateBoxes(legend);
  for (const [input, text] of [
    [boxes.day, day],
    [boxes.month, month],
    [boxes.year, year],
  ] as const) {
    await user.clear(input);
    if (text) await user.type(input, text);
  }
}

/** What the three boxes show, as "23.1.1985" ("..") when empty. */
export function birthDateShown(legend: string | RegExp): string {
  const { day, month, year } = birthDateBoxes(legend);
  return `${day.value}.${month.value}.${year.value}`;
}
