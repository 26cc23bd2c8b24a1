// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withUnsavedAnswers } from '../../src/app/unsaved-answers.tsx';
import { Textarea } from '../../src/components/Textarea.tsx';
import { TextField } from '../../src/components/TextField.tsx';
import { WizardForm } from '../../src/components/WizardForm.tsx';
import type { ScreenPatch, ScreenProps } from '../../src/screens/screen-props.ts';
import { renderWithI18n } from './render.tsx';

/** A screen as the app loads it (screens.tsx wraps every screen but the first so). */
function DetailsScreen(props: ScreenProps) {
  return (
    <WizardForm
      initialValues={{ incident: { description: 'Zo servera', witness: '' } }}
      onSubmit={(values) => props.submit(values as ScreenPatch)}
    >
      <Textarea name="incident.description" label="Popis udalosti" maxLength={950} />
      <TextField name="incident.witness" label="Svedok" />
    </WizardForm>
  );
}
const Details = withUnsavedAnswers(DetailsScreen, 'incident-details');
const Other = withUnsavedAnswers(DetailsScreen, 'incident-reason');
const props = (reportId: string | null, submit: ScreenProps['submit'] = () => undefined) => ({ reportId, submit }) as ScreenProps;

function hidePage(event: 'visibilitychange' | 'pagehide' = 'visibilitychange') {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  if (event === 'visibilitychange') document.dispatchEvent(new Event('visibilitychange'));
  else window.dispatchEvent(new Event('pagehide'));
}

/**
 * The page the browser dropped and loads again: a fresh render with the same tab's session
 * storage. A dropped page runs none of its clean-up, so the storage is put back as it was after
 * the test library has unmounted the old render.
 */
function reload(ui: ReactElement) {
  const stored = Object.entries(sessionStorage);
  cleanup();
  sessionStorage.clear();
  for (const [key, value] of stored) sessionStorage.setItem(key, value);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  renderWithI18n(ui);
}

const description = () => screen.getByLabelText('Popis udalosti') as HTMLTextAreaElement;
const witness = () => screen.getByLabelText('Svedok') as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('answers typed and not sent survive a reload of the page', () => {
  it.each(['visibilitychange', 'pagehide'] as const)(
    'kept when the page is hidden (%s), given back on the same screen of the same report',
    async (event) => {
      const user = userEvent.setup();
      renderWithI18n(<Details {...props('report-1')} />);
      await user.clear(description());
      await user.type(description(), 'Narazil som do stĺpa');
      await user.type(witness(), 'Ján Novák');
      hidePage(event);

      reload(<Details {...props('report-1')} />);
      expect(description().value).toBe('Narazil som do stĺpa');
      expect(witness().value).toBe('Ján Novák');
    },
  );

  it('not given to another report, nor to another screen, and not kept before a report exists', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('report-1')} />);
    await user.type(witness(), 'Ján Novák');
    hidePage();

    reload(<Details {...props('report-2')} />);
    expect(witness().value).toBe('');
    reload(<Other {...props('report-1')} />);
    expect(witness().value).toBe('');

    sessionStorage.clear();
    reload(<Details {...props(null)} />);
    await user.type(witness(), 'Mária');
    hidePage();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgotten when the form leaves the screen (Continue or Back), as the answers in memory are', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = renderWithI18n(<Details {...props('report-1', onSubmit)} />);
    await user.type(witness(), 'Ján Novák');
    hidePage();
    expect(sessionStorage.length).toBe(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(onSubmit).toHaveBeenCalledWith({ incident: { description: 'Zo servera', witness: 'Ján Novák' } });
    unmount();
    expect(sessionStorage.length).toBe(0);

    reload(<Details {...props('report-1')} />);
    expect(witness().value).toBe('');
    expect(description().value).toBe('Zo servera');
  });

  it('keeps the answers of each screen of the report, so reopening at the screen before loses none', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('report-1')} />);
    await user.type(witness(), 'Ján Novák');
    hidePage();
    // Reopened at the screen before (the last one saved), which the page also hides once.
    reload(<Other {...props('report-1')} />);
    await user.type(witness(), 'Iné');
    hidePage();
    reload(<Details {...props('report-1')} />);
    expect(witness().value).toBe('Ján Novák');
  });

  it('a form changed since the answers were kept, a broken or refusing storage: the form starts from the report', async () => {
    sessionStorage.setItem(
      'motor.unsaved',
      JSON.stringify({ reportId: 'report-1', screens: { 'incident-details': { incident: 'a text where a group of fields is now' } } }),
    );
    renderWithI18n(<Details {...props('report-1')} />);
    expect(description().value).toBe('Zo servera');

    sessionStorage.setItem('motor.unsaved', '{not json');
    reload(<Details {...props('report-1')} />);
    expect(description().value).toBe('Zo servera');

    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await user.type(witness(), 'Ján');
    expect(() => hidePage()).not.toThrow();
    expect(witness().value).toBe('Ján');
  });
});
