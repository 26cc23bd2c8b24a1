import { useEffect, useRef, useState } from 'react';
import type { ScreenLookups, SummaryPdf } from '../screen-props.ts';

/**
 * Why the PDF is not here: `offline` (no signal: fetched again by itself when it returns), `busy`
 * (the server answered 503 or 429 for about a minute), `failed` (anything else).
 */
export type PdfProblem = 'offline' | 'busy' | 'failed';

export interface SummaryPdfState {
  pdf: SummaryPdf | null;
  problem: PdfProblem | null;
  retry(): void;
  /** Saves the PDF to the phone now, or as soon as it is here. */
  save(): void;
}

function problemOf(error: unknown): PdfProblem {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (code === 'NO_SIGNAL' || (typeof status !== 'number' && typeof navigator !== 'undefined' && !navigator.onLine)) return 'offline';
  return status === 503 || status === 429 ? 'busy' : 'failed';
}

function saveToDevice({ blob, fileName }: SummaryPdf) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The summary PDF of /confirm, fetched once per language for both the preview and the download
 * (the server renders each in turn: one call instead of two), with the retries of every call
 * (D34); what is left after them is said, and the signal's return fetches it again by itself.
 */
export function useSummaryPdf(summaryPdf: ScreenLookups['summaryPdf'], reportId: string | null, locale: string): SummaryPdfState {
  // Kept with the language it is in: after a switch the other language's PDF is not offered.
  const [loaded, setLoaded] = useState<{ key: string; pdf: SummaryPdf } | null>(null);
  const key = `${reportId}:${locale}`;
  const pdf = loaded?.key === key ? loaded.pdf : null;
  const [problem, setProblem] = useState<PdfProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const saveWhenHere = useRef(false);

  useEffect(() => {
    if (!reportId) return;
    const controller = new AbortController();
    setProblem(null);
    summaryPdf(reportId, locale, { signal: controller.signal }).then(
      (arrived) => {
        if (controller.signal.aborted) return;
        setLoaded({ key: `${reportId}:${locale}`, pdf: arrived });
        if (saveWhenHere.current) {
          saveWhenHere.current = false;
          saveToDevice(arrived);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setProblem(problemOf(error));
      },
    );
    return () => controller.abort();
  }, [summaryPdf, reportId, locale, attempt]);

  useEffect(() => {
    if (problem !== 'offline') return;
    const again = () => setAttempt((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [problem]);

  return {
    pdf,
    problem,
    retry: () => setAttempt((count) => count + 1),
    save: () => {
      if (pdf) saveToDevice(pdf);
      else {
        saveWhenHere.current = true;
        if (problem) setAttempt((count) => count + 1);
      }
    },
  };
}
