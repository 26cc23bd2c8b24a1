// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '../../src/components/ErrorSummary.tsx';
import { renderWithI18n } from './render.tsx';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom has no scrolling; record what would be scrolled into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(cleanup);

function Page({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <main>
      <ErrorSummary
        autoFocus={autoFocus}
        errors={[
          { fieldId: 'email', message: 'Zadajte e-mail' },
          { fieldId: 'policyType', message: 'Vyberte typ poistenia' },
          { message: 'Chyba bez poľa' },
        ]}
      />
      <label htmlFor="email">E-mail</label>
      <input id="email" />
      <fieldset>
        <legend>Typ poistenia</legend>
        <input type="radio" id="policyType" name="policyType" aria-label="PZP" />
      </fieldset>
    </main>
  );
}

describe('ErrorSummary', () => {
  it('lists the errors under a heading, in an inner role="alert", and takes focus', () => {
    renderWithI18n(<Page />);
    const alert = screen.getByRole('alert');
    const summary = alert.parentElement!;
    expect(summary.classList.contains('error-summary')).toBe(true);
    expect(document.activeElement).toBe(summary);
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('Skontrolujte, prosím, formulár');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zadajte e-mail', '#email'],
      ['Vyberte typ poistenia', '#policyType'],
    ]);
    expect(within(alert).getAllByRole('listitem')[2]!.textContent).toBe('Chyba bez poľa');
  });

  it('a link scrolls the label (or the legend of a choice) into view and focuses the control', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />);
    await user.click(screen.getByRole('link', { name: 'Zadajte e-mail' }));
    expect(document.activeElement).toBe(document.getElementById('email'));
    expect(scrolled).toEqual([screen.getByText('E-mail')]);
    await user.click(screen.getByRole('link', { name: 'Vyberte typ poistenia' }));
    expect(document.activeElement).toBe(document.getElementById('policyType'));
    expect(scrolled[1]).toBe(screen.getByText('Typ poistenia'));
  });

  it('can leave focus where it is, and renders nothing without errors', () => {
    const { unmount } = renderWithI18n(<Page autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
    unmount();
    const { container } = renderWithI18n(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
