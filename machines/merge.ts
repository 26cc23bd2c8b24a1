import { normalizeLicensePlate } from '../src/domain/report.ts';
import type { ClientReport, ReportPatch } from './types.ts';

/**
 * The client's copy of the document changes by the same rule as the server's
 * (server/reports/document.ts `applyUpdate`): objects merge key by key; arrays, scalars and null
 * replace; a key the patch does not carry keeps its value.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function deepMerge<T>(stored: T, incoming: unknown): T {
  if (!isObject(stored) || !isObject(incoming)) return (incoming === undefined ? stored : incoming) as T;
  const result: JsonObject = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isObject(value) && isObject(current) ? deepMerge(current, value) : structuredClone(value);
  }
  return result as T;
}

/** Plates are stored upper-case without spaces or dashes (SPEC §3). */
function normalizePlates(report: ClientReport): ClientReport {
  const normalize = <H extends { licensePlate?: string | null }>(holder: H | undefined): H | undefined =>
    holder?.licensePlate ? { ...holder, licensePlate: normalizeLicensePlate(holder.licensePlate) } : holder;
  const { parties, incident } = report;
  return {
    ...report,
    parties: {
      ...parties,
      ...(parties.otherResponsibleParty && { otherResponsibleParty: normalize(parties.otherResponsibleParty) }),
      ...(parties.otherCoresponsibleParty && { otherCoresponsibleParty: normalize(parties.otherCoresponsibleParty) }),
    },
    incident: {
      ...incident,
      ...(incident.myVehicle && { myVehicle: normalize(incident.myVehicle) }),
      ...(incident.damagedVehicles && { damagedVehicles: incident.damagedVehicles.map((v) => normalize(v)!) }),
    },
  };
}

/** The document after a screen's patch (SUBMIT) is merged in. */
export function mergePatch(report: ClientReport, patch: ReportPatch): ClientReport {
  return normalizePlates({
    parties: deepMerge(report.parties, patch.parties ?? {}),
    incident: deepMerge(report.incident, patch.incident ?? {}),
    attachments: patch.attachments ? structuredClone(patch.attachments) : report.attachments,
  });
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
