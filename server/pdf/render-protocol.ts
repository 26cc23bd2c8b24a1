import type { RenderInput } from './render-summary.tsx';

/** What the request thread asks the render worker. */
export interface RenderRequest {
  jobId: number;
  input: RenderInput;
}

/**
 * An error as it may be logged: its class and where it happened, never its message, which can
 * quote report data (a name in a bwip-js complaint, a value in a TypeError).
 */
export interface SafeErrorInfo {
  name: string;
  code?: string;
  frames: string[];
}

export type RenderResponse = { jobId: number; ok: true; pdf: Uint8Array } | { jobId: number; ok: false; error: SafeErrorInfo };

export function safeErrorInfo(error: unknown): SafeErrorInfo {
  if (!(error instanceof Error)) return { name: typeof error, frames: [] };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    frames: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 6)
      .map((line) => line.trim()),
  };
}
