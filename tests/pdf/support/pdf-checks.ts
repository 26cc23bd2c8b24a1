import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { loadCatalogs } from '../../../server/i18n.ts';
import { journeyOf } from '../../../server/reports/journey.ts';
import type { IncidentReport } from '../../../src/domain/report.ts';
import type { VerifiedPolicy } from '../../../src/domain/summary-saved.ts';
import { pdfText } from '../../../src/pdf/pdf-text.ts';
import { printTables } from '../../../src/pdf/print-layout.ts';
import { flat } from './pdf-tools.ts';

const run = promisify(execFile);
const catalogs = await loadCatalogs();

/** Every table title, section title, label and value the summary of the report's journey holds is in the PDF's text. */
export function expectEveryFact(text: string, report: IncidentReport, verifiedPolicies: readonly VerifiedPolicy[] = []): void {
  const haystack = flat(text);
  for (const table of printTables(report, catalogs.sk, verifiedPolicies, journeyOf(report).screens)) {
    expect(haystack, `table ${table.id}`).toContain(flat(table.title));
    for (const section of table.sections) {
      if (section.title) expect(haystack, `section ${section.id}`).toContain(flat(section.title));
      for (const row of section.rows) {
        expect(haystack, `label of ${row.id}`).toContain(flat(pdfText(row.label)));
        expect(haystack, `value of ${row.id}`).toContain(flat(pdfText(row.value)));
      }
    }
  }
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Words with their boxes, per page (pdftotext -bbox). */
async function wordBoxes(pdf: Buffer): Promise<Array<{ width: number; height: number; words: Word[] }>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'summary-bbox-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 32 * 1024 * 1024 });
    return [...stdout.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
      width: Number(page[1]),
      height: Number(page[2]),
      words: [...page[3]!.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map(
        (word) => ({
          xMin: Number(word[1]),
          yMin: Number(word[2]),
          xMax: Number(word[3]),
          yMax: Number(word[4]),
          text: word[5]!,
        }),
      ),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Nothing is cut off or drawn over the footer: every word lies inside its page, and the band of
 * the footer holds only the footer's own words.
 */
export async function expectNothingCutOff(pdf: Buffer): Promise<void> {
  // The footer's words: the insurer, its claims hotline, when the PDF was made, the page (sk or en).
  const footerWords =
    /^(Poisťovňa,|a\.|s\.|Škodová|linka|Claims|hotline|Vytvorené|Generated|strana|page|z|of|·|KONCEPT|DRAFT|\d{1,2}\.|\d{1,2}:\d{2}|\d+)$/;
  for (const [index, page] of (await wordBoxes(pdf)).entries()) {
    for (const word of page.words) {
      const where = `page ${index + 1}: "${word.text}"`;
      expect(word.xMin, where).toBeGreaterThanOrEqual(0);
      expect(word.xMax, where).toBeLessThanOrEqual(page.width);
      expect(word.yMin, where).toBeGreaterThanOrEqual(0);
      expect(word.yMax, where).toBeLessThanOrEqual(page.height);
      // The footer's band: its top rule is 56 pt above the page's foot (styles.ts PAGE_PADDING).
      // The diagonal KONCEPT / DRAFT watermark is allowed anywhere.
      if (word.yMax > page.height - 50 && !['KONCEPT', 'DRAFT'].includes(word.text)) expect(word.text, where).toMatch(footerWords);
    }
  }
}
