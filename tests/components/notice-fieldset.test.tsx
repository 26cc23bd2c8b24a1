// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Fieldset } from '../../src/components/Fieldset.tsx';
import { Notice } from '../../src/components/Notice.tsx';
import { renderWithI18n } from './render.tsx';

afterEach(cleanup);

describe('Notice', () => {
  it('shows a title and text; without dismissible it has no close button', () => {
    renderWithI18n(<Notice title="Dôležité">Priložte fotografie poškodenia.</Notice>);
    expect(screen.getByText('Dôležité')).toBeTruthy();
    expect(screen.getByText('Priložte fotografie poškodenia.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed; focus moves on to what follows it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithI18n(
      <main>
        <Notice title="Fotografie" tone="warning" dismissible onDismiss={onDismiss}>
          Priložte fotografie poškodenia.
        </Notice>
        <button type="button">Nahrať súbor</button>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Zavrieť oznámenie: Fotografie' }));
    expect(screen.queryByText('Priložte fotografie poškodenia.')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nahrať súbor' }));
  });

  it('announces itself with role="status" when asked to', () => {
    renderWithI18n(<Notice announce>Uložené.</Notice>);
    expect(screen.getByRole('status').textContent).toContain('Uložené.');
  });
});

describe('Fieldset', () => {
  it('groups fields under a legend, with a hint as its description', () => {
    renderWithI18n(
      <Fieldset legend="Poistený" hint="Osoba, na ktorú je uzavretá zmluva." size="large">
        <input aria-label="Meno" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Poistený' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Osoba, na ktorú je uzavretá zmluva.').id);
  });
});
