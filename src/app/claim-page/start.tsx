import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '../i18n.ts';
import { ClaimPageApp } from './ClaimPageApp.tsx';

/** Starts the claim page in `root`, in the visitor's last language until the page's data says the reporter's. */
export async function startClaimPage(root: HTMLElement, token: string): Promise<void> {
  const locale = initialLocale();
  await activateLocale(locale, { whole: true });
  createRoot(root).render(createElement(StrictMode, null, createElement(ClaimPageApp, { token, locale })));
}
