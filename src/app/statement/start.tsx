import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '../i18n.ts';
import type { StatementPage } from '../../domain/accident-statement.ts';
import { StatementApp } from './StatementApp.tsx';

/** Starts the statement's app in `root`, on `page`, in the visitor's last language. */
export async function startStatementApp(root: HTMLElement, page: StatementPage): Promise<void> {
  const locale = initialLocale();
  await activateLocale(locale, { whole: true });
  // `npm run inspect` only: the live statement machine in the Stately inspector, as the wizard's. Absent from the build.
  const inspect =
    import.meta.env.VITE_INSPECT === 'true' ? (await import('@statelyai/inspect')).createBrowserInspector().inspect : undefined;
  createRoot(root).render(createElement(StrictMode, null, createElement(StatementApp, { page, locale, inspect })));
}
