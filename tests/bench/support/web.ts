/**
 * The browser side of the bench: what the first screen downloads, and Lighthouse's verdict on it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Browser } from 'playwright-core';

export const FIRST_SCREEN = '/motor/incident-scope';

export interface FirstScreenJs {
  files: string[];
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
  /** Lazy parts that must not be among them. */
  leaflet: boolean;
  reactPdf: boolean;
  pdfjs: boolean;
}

/**
 * Opens the first screen on a phone-sized page, waits for the screen and for the network to be
 * quiet, and weighs every script the page fetched: the files as built, compressed the way a server
 * would send them (gzip -9, brotli 11).
 */
export async function firstScreenJs(browser: Browser, baseUrl: string, webDir: string, ready: string): Promise<FirstScreenJs> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sk-SK', serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}${FIRST_SCREEN}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let text = '';
  const files = [...scripts].sort();
  for (const file of files) {
    const bytes = await readFile(path.join(webDir, file.replace(/^\/motor\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    text += bytes.toString('utf8');
  }
  return {
    files,
    rawKb: raw / 1024,
    gzipKb: gzip / 1024,
    brotliKb: brotli / 1024,
    // Leaflet names its container class; react-pdf its layers; pdf.js its worker options.
    leaflet: files.some((file) => /leaflet/i.test(file)) || text.includes('leaflet-container'),
    reactPdf: text.includes('react-pdf__'),
    pdfjs: text.includes('GlobalWorkerOptions'),
  };
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits below 1 in the median run's categories, for the report when a score is short. */
  failing: string[];
}

/**
 * Lighthouse 13 with its defaults (mobile, simulated throttling) on Debian's Chromium, `runs`
 * times; the median run by Lighthouse's own choice (computeMedianRun: median FCP and LCP).
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const results = [];
  // A run whose trace has no first contentful paint is run again (twice at most), and said: it
  // happened once in about twenty runs on this host, and one such run stops the median.
  let retries = 2;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error('lighthouse returned nothing');
      if (result.lhr.audits['first-contentful-paint']?.numericValue === undefined && retries > 0) {
        retries -= 1;
        run -= 1;
        process.stderr.write(
          `lighthouse run without a first contentful paint (${result.lhr.runtimeError?.code ?? result.lhr.audits['first-contentful-paint']?.errorMessage ?? 'no reason given'}): running it again\n`,
        );
        continue;
      }
      results.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  const lhr = computeMedianRun(results);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  type Category = { id: string; auditRefs: Array<{ id: string; weight: number }> };
  const failing = (Object.values(lhr.categories) as Category[]).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category.id}: ${audit.id} (${audit.score})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failing,
  };
}
