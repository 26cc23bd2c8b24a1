import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlineSources {
  /** CSP sources ('sha256-…') of the page's inline <script> elements. */
  scripts: string[];
  /** CSP sources ('sha256-…') of the page's inline <style> elements. */
  styles: string[];
}

/**
 * What the CSP must allow of the built index.html: the prerendered first screen carries its
 * stylesheet and the script that starts the app inline (scripts/prerender/plugin.ts), so it paints
 * without waiting for another request. They are allowed by their hashes, so any other inline script
 * or style stays refused. Nothing without a build.
 */
export function inlineSources(webDir: string): InlineSources {
  let html: string;
  try {
    html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return { scripts: [], styles: [] };
  }
  const hashes = (element: string) =>
    [...html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map(
      ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
    );
  return { scripts: hashes('script'), styles: hashes('style') };
}
