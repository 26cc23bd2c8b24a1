import { copyJson, mergeUpdate } from '../src/domain/report-merge.ts';
import type { ClientReport, ReportPatch } from './types.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document after a screen's patch (SUBMIT) is merged in: by the server's own rule
 * (src/domain/report-merge.ts), so the browser's copy is what the update then stores. The
 * attachment list is the upload widget's, whole (the server keeps it as rows, not in the merge).
 */
export function mergePatch(report: ClientReport, patch: ReportPatch): ClientReport {
  return {
    ...mergeUpdate(report, patch),
    attachments: patch.attachments ? copyJson(patch.attachments) : report.attachments,
  };
}

/**
 * Whether the patch itself sets the value at `path` (e.g. ['incident', 'bankAccount']). A reset
 * never erases what the same SUBMIT sets: the screen cleared the dependent field when the toggle
 * changed, and what it submits afterwards is the reporter's new answer.
 */
export function patchSets(patch: ReportPatch, path: readonly string[]): boolean {
  let node: unknown = patch;
  for (const key of path) {
    if (!isObject(node) || !(key in node) || node[key] === undefined) return false;
    node = node[key];
  }
  return true;
}
