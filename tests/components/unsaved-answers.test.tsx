// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, set } from 'idb-keyval';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withUnsavedAnswers } from '../../src/app/with-unsaved-answers.tsx';
import { DRAFT_MAX_AGE_MS } from '../../src/app/drafts.ts';
import { forgetSentAnswers, forgetUnsentAnswers, loadUnsentAnswers, unsentAnswersWritten } from '../../src/app/unsent-answers-storage.ts';
import { Textarea } from '../../src/components/Textarea.tsx';
import { TextField } from '../../src/components/TextField.tsx';
import { WizardForm } from '../../src/components/WizardForm.tsx';
import type { ScreenPatch, ScreenProps } from '../../src/screens/screen-props.ts';
import { renderWithI18n } from './render.tsx';

/** A screen as the app loads it (screen-modules.tsx wraps every screen but the first so). */
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

/**
 * The page started again (a reload, the tab closed and opened, the phone restarted): nothing of
 * the old page runs on, and the new one reads IndexedDB afresh before drawing a screen.
 */
async function startAgain(ui: ReactElement, now = Date.now()) {
  cleanup();
  await loadUnsentAnswers(now);
  renderWithI18n(ui);
}

const description = () => screen.getByLabelText('Popis udalosti') as HTMLTextAreaElement;
const witness = () => screen.getByLabelText('Svedok') as HTMLInputElement;

beforeEach(async () => {
  forgetUnsentAnswers();
  await unsentAnswersWritten();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('D33: answers typed are kept on the device until the server has them', () => {
  it('kept as typed (no Continue, the page never hidden), given back on the same screen of the same report', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('report-1')} />);
    await user.clear(description());
    await user.type(description(), 'Narazil som do stĺpa');
    await user.type(witness(), 'Ján Novák');

    await startAgain(<Details {...props('report-1')} />);
    expect(description().value).toBe('Narazil som do stĺpa');
    expect(witness().value).toBe('Ján Novák');
  });

  it('not given to another report, nor to another screen, and not kept before a report exists', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('report-1')} />);
    await user.type(witness(), 'Ján Novák');

    await startAgain(<Details {...props('report-2')} />);
    expect(witness().value).toBe('');
    await startAgain(<Other {...props('report-1')} />);
    expect(witness().value).toBe('');

    forgetUnsentAnswers();
    await startAgain(<Details {...props(null)} />);
    await user.type(witness(), 'Mária');
    await startAgain(<Details {...props('report-1')} />);
    expect(witness().value).toBe('');
  });

  it('leaving the screen unsent (Back, or a Continue the server did not answer) keeps them; the acknowledgement forgets them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<Details {...props('report-1', onSubmit)} />);
    await user.type(witness(), 'Ján Novák');
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    expect(onSubmit).toHaveBeenCalledWith({ incident: { description: 'Zo servera', witness: 'Ján Novák' } });
    cleanup();
    // Shown again (Back, then forward again) before the server answered: as typed.
    renderWithI18n(<Details {...props('report-1')} />);
    expect(witness().value).toBe('Ján Novák');

    forgetSentAnswers('report-1', 'incident-details');
    await startAgain(<Details {...props('report-1')} />);
    expect(witness().value).toBe('');
    expect(description().value).toBe('Zo servera');
  });

  it('keeps the answers of each screen of the report; the one acknowledged goes, the others stay', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('report-1')} />);
    await user.type(witness(), 'Ján Novák');
    await startAgain(<Other {...props('report-1')} />);
    await user.type(witness(), 'Iné');
    forgetSentAnswers('report-1', 'incident-reason');
    await startAgain(<Details {...props('report-1')} />);
    expect(witness().value).toBe('Ján Novák');
    await startAgain(<Other {...props('report-1')} />);
    expect(witness().value).toBe('');
  });

  it('dropped with the 7-day draft rule, counted from the draft’s creation on this device', async () => {
    const created = Date.parse('2026-05-09T08:00:00.000Z');
    localStorage.setItem('motor.drafts', JSON.stringify([{ id: 'R'.repeat(24), createdAt: new Date(created).toISOString() }]));
    vi.spyOn(Date, 'now').mockReturnValue(created + 60_000);
    const user = userEvent.setup();
    renderWithI18n(<Details {...props('R'.repeat(24))} />);
    await user.type(witness(), 'Ján Novák');
    vi.restoreAllMocks();

    await startAgain(<Details {...props('R'.repeat(24))} />, created + DRAFT_MAX_AGE_MS - 1);
    expect(witness().value).toBe('Ján Novák');
    await startAgain(<Details {...props('R'.repeat(24))} />, created + DRAFT_MAX_AGE_MS);
    expect(witness().value).toBe('');
    // Gone from the storage too, not only hidden.
    await startAgain(<Details {...props('R'.repeat(24))} />, created + 60_000);
    expect(witness().value).toBe('');
  });

  it('a form changed since the answers were kept, or an unreadable entry: the form starts from the report', async () => {
    const store = createStore('motor-unsent-answers', 'reports');
    await set(
      'report-1',
      { since: Date.now(), screens: { 'incident-details': { incident: 'a text where a group of fields is now' } } },
      store,
    );
    await startAgain(<Details {...props('report-1')} />);
    expect(description().value).toBe('Zo servera');

    await set('report-1', '{not an entry', store);
    await startAgain(<Details {...props('report-1')} />);
    expect(description().value).toBe('Zo servera');
  });
});
