/**
 * Draws the web app manifest's PNG icons (public/icons/) from public/favicon.svg with Chromium
 * (playwright-core and Debian's chromium, which the browser tests use already), once: the PNGs are
 * committed, and this is run again only when the logo changes: `node scripts/pwa/make-icons.mjs`.
 * Android asks for 192 and 512 px PNGs; the maskable one fills its square edge to edge, with the
 * car inside the middle 80 % that every mask shape keeps.
 */
import { readFile, mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const out = new URL('../../public/icons/', import.meta.url);
await mkdir(out, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // Maskable: the logo's own square, without its rounded corners, under a full-bleed background.
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#00406e' : 'transparent'}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(maskable ? svg.replace('rx="6"', 'rx="0"') : svg).toString('base64')}" width="${inner}" height="${inner}">` +
        '</body>',
    );
    await page.locator('img').evaluate((image) => image.decode());
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
