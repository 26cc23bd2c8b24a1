/**
 * The first screen opened with no signal from what the service worker kept after one visit,
 * against the same screen loaded cold (nothing cached) on a phone's mobile link (CDP network
 * emulation: 4 Mbit/s down, 1.6 Mbit/s up, 150 ms latency). Timed in the page: from the
 * navigation's start until the live app shows the screen's content. `rounds` fresh phones; the
 * medians of the two.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './median.ts';

const FIRST_SCREEN = '/motor/incident-scope';
const MOBILE_LINK = { offline: false, latency: 150, uploadThroughput: 1_600_000 / 8, downloadThroughput: 4_000_000 / 8 };
const SHOWN = '#root:not([inert]) main h1 ~ *';

async function openFirstScreen(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', MOBILE_LINK);
  await page.goto(url);
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, SHOWN, { polling: 'raf', timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

export interface OfflineStart {
  coldOnlineMs: number;
  offlineFromCacheMs: number;
  rounds: Array<{ coldOnlineMs: number; offlineFromCacheMs: number }>;
}

export async function offlineFirstScreen(browser: Browser, baseUrl: string, rounds = 3): Promise<OfflineStart> {
  const measured: OfflineStart['rounds'] = [];
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'sk-SK',
      serviceWorkers: 'allow',
    });
    try {
      const first = await context.newPage();
      const coldOnlineMs = await openFirstScreen(first, `${baseUrl}${FIRST_SCREEN}`);
      // The worker installs (precaching the app) after the page has loaded.
      await first.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
      await first.close();
      // No signal at all: the page's requests and the worker's own.
      await context.route('**/*', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
      const again = await context.newPage();
      const offlineFromCacheMs = await openFirstScreen(again, `${baseUrl}${FIRST_SCREEN}`);
      measured.push({ coldOnlineMs, offlineFromCacheMs });
    } finally {
      await context.close();
    }
  }
  return {
    coldOnlineMs: median(measured.map((round) => round.coldOnlineMs)),
    offlineFromCacheMs: median(measured.map((round) => round.offlineFromCacheMs)),
    rounds: measured,
  };
}
