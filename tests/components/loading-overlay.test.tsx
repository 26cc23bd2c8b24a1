// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SHOWN_AFTER_MS, LoadingOverlay } from '../../src/app/layout/LoadingOverlay.tsx';
import { renderWithI18n } from './render.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const overlay = () => screen.getByRole('status');

describe('LoadingOverlay', () => {
  it('covers the screen at once, but shows its veil and text only for a call still running after the wait', () => {
    const { rerender } = renderWithI18n(<LoadingOverlay loading="verifying" />);
    expect(overlay().className).toBe('loading loading--active');
    expect(overlay().textContent).toBe('');
    act(() => vi.advanceTimersByTime(LOADING_SHOWN_AFTER_MS - 1));
    expect(overlay().textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(overlay().className).toBe('loading loading--active loading--shown');
    expect(overlay().textContent).toBe('Overujeme…');
    // The next call of the same Continue keeps the veil and says what runs now.
    rerender(<LoadingOverlay loading="savingReport" />);
    expect(overlay().textContent).toBe('Ukladáme hlásenie poistnej udalosti…');
    rerender(<LoadingOverlay loading={undefined} />);
    expect(overlay().className).toBe('loading');
    expect(overlay().textContent).toBe('');
  });

  it('shows nothing for a call that answers within the wait, and waits again for the next one', () => {
    const { rerender } = renderWithI18n(<LoadingOverlay loading="verifying" />);
    act(() => vi.advanceTimersByTime(LOADING_SHOWN_AFTER_MS / 2));
    rerender(<LoadingOverlay loading={undefined} />);
    act(() => vi.advanceTimersByTime(LOADING_SHOWN_AFTER_MS));
    expect(overlay().textContent).toBe('');
    rerender(<LoadingOverlay loading="loadingReasons" />);
    expect(overlay().className).toBe('loading loading--active');
    expect(overlay().textContent).toBe('');
    act(() => vi.advanceTimersByTime(LOADING_SHOWN_AFTER_MS));
    expect(overlay().textContent).toBe('Načítavame príčiny…');
  });
});
