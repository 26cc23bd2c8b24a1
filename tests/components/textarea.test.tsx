// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { Textarea } from '../../src/components/Textarea.tsx';
import { renderFields } from './render.tsx';

afterEach(cleanup);

const visibleCount = () => document.querySelector('.char-count')?.textContent;
const spokenCount = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('Textarea', () => {
  it('has 4 rows by default, label, optional marker, hint and the limit in its description', () => {
    renderFields(<Textarea name="incident.description" label="Popis udalosti" hint="Čo sa stalo, kde a kedy." optional maxLength={950} />, {
      initialValues: { incident: { description: '' } },
    });
    const textarea = screen.getByRole('textbox', { name: 'Popis udalosti (nepovinné)' });
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.hasAttribute('maxlength')).toBe(false);
    expect(textarea.getAttribute('aria-describedby')).toBe('incident-description-hint incident-description-info');
    expect(document.getElementById('incident-description-info')?.textContent).toBe('Môžete zadať najviac 950 znakov.');
    expect(visibleCount()).toBe('Zostáva 950 znakov');
    expect(document.querySelector('.char-count')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('counts down, then counts the excess without cutting pasted text, and speaks after a pause', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<Textarea name="text" label="Popis" maxLength={10} rows={6} />, { initialValues: { text: '' } });
    const textarea = screen.getByRole('textbox', { name: 'Popis' });
    expect(textarea.getAttribute('rows')).toBe('6');
    await user.type(textarea, 'abcdefg');
    expect(visibleCount()).toBe('Zostávajú 3 znaky');
    // The live region waits until typing pauses.
    expect(spokenCount()).toBe('');
    await waitFor(() => expect(spokenCount()).toBe('Zostávajú 3 znaky'), { timeout: 2000 });
    await user.type(textarea, 'hi');
    expect(visibleCount()).toBe('Zostáva 1 znak');
    await user.type(textarea, 'j');
    expect(visibleCount()).toBe('Zostáva 0 znakov');

    await user.click(textarea);
    await user.paste('kl');
    expect(form().values.text).toBe('abcdefghijkl');
    expect(visibleCount()).toBe('2 znaky navyše');
    expect(document.querySelector('.char-count')?.classList.contains('char-count--over')).toBe(true);
    fireEvent.change(textarea, { target: { value: 'x'.repeat(15) } });
    expect(visibleCount()).toBe('5 znakov navyše');
    fireEvent.change(textarea, { target: { value: 'x'.repeat(11) } });
    expect(visibleCount()).toBe('1 znak navyše');
    await waitFor(() => expect(spokenCount()).toBe('1 znak navyše'), { timeout: 2000 });
  });

  it('counts the trimmed text, as the schema does', async () => {
    renderFields(<Textarea name="text" label="Popis" maxLength={10} />, { initialValues: { text: '  abc  \n' } });
    expect(visibleCount()).toBe('Zostáva 7 znakov');
  });

  it('shows its error after touch', async () => {
    const user = userEvent.setup();
    renderFields(<Textarea name="text" label="Popis" maxLength={5} />, {
      initialValues: { text: '' },
      validationSchema: yup.object({
        text: yup.string().max(5, { id: 'validation.max950', message: 'Najviac {max} znakov', values: { max: 5 } }),
      }),
    });
    const textarea = screen.getByRole('textbox');
    await user.type(textarea, 'abcdefgh');
    expect(screen.queryByText('Najviac 5 znakov')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Najviac 5 znakov')).toBeTruthy();
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe('text-info text-error');
  });
});

describe('Textarea and pasted text (DECISIONS D29)', () => {
  it("turns Word's line break (vertical tab), form feed, CR LF and U+2028 into line breaks and drops control characters", async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<Textarea name="text" label="Popis" maxLength={950} />, { initialValues: { text: '' } });
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Popis' });
    await user.click(textarea);
    await user.paste('Prvý\u000bdruhý\ftr\u0000etí\r\nštvrtý\u2028piaty\u0085 &amp; &#60; koniec\uffff');
    const expected = 'Prvý\ndruhý\ntretí\nštvrtý\npiaty &amp; &#60; koniec';
    expect(form().values.text).toBe(expected);
    expect(textarea.value).toBe(expected);
    expect(textarea.selectionStart).toBe(expected.length);
    expect(visibleCount()).toBe(`Zostáva ${950 - expected.length} znakov`);
  });
});
