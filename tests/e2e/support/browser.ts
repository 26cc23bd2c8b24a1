import { chromium, type Browser, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); playwright-core never downloads a browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags the machine probe uses: no sandbox as root, and no background traffic to a network
// this machine does not have.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...(options.args ?? [])], headless: true });
}

/**
 * A phone-sized page, as most reporters use it, collecting console errors and CSP violations;
 * `mobile` makes it a phone's browser (touch, mobile viewport) as well, and `context` adds to the
 * browser context's options (geolocation permissions, `serviceWorkers: 'allow'`, ...).
 */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; mobile?: boolean; context?: BrowserContextOptions } = {},
) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 390, height: 844 },
    locale: 'sk-SK',
    // The app's service worker would answer from its caches what a test routes or cuts
    // (page.route sees no request the worker serves); the offline tests let it in.
    serviceWorkers: 'block',
    ...(options.mobile && { hasTouch: true, isMobile: true }),
    ...options.context,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Where the wizard is: a page of its own, or the frame a portal's page embeds it in. */
export type Surface = Page | Frame;

/** The tab a surface is in (file choosers, responses and downloads are the tab's events). */
export function pageOf(surface: Surface): Page {
  return 'mainFrame' in surface ? surface : surface.page();
}

export type { Browser, Frame, Page };
