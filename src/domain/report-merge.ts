import { normalizeLicensePlate, type Incident, type Parties } from './report.ts';

/**
 * The one rule by which an update's `parties` and `incident` are merged into the stored report.
 * The server stores by it (server/reports/document.ts `applyUpdate`) and the browser keeps its copy
 * by it (machines/merge.ts `mergePatch`), so the browser's view of a report after an update is the
 * server's stored report (tests/domain/report-merge.test.ts proves it):
 *
 * - objects merge key by key, all the way down; a key the update does not carry (or carries as
 *   `undefined`) keeps its stored value, so a step that sends only its own fields erases nothing;
 * - arrays, scalars and `null` replace what was stored (an array is one answer: the list as shown);
 * - fields only the server sets (serverOwnedPaths) are dropped from the update first, so a client
 *   that sends back what it loaded cannot forge a verification or a product (DESIGN.md §6);
 * - every licence plate is stored upper-case without spaces or dashes (SPEC §3).
 *
 * Pure: neither argument is changed, and the result shares no object with the update.
 */

/** The part of a report an update merges into. */
export interface MergedParts {
  parties: Parties;
  incident: Incident;
}

/** What an update may carry of those parts: any of their fields, at any depth. */
export interface MergeUpdate {
  parties?: unknown;
  incident?: unknown;
}

/**
 * Fields only the server sets (DESIGN.md §6): verified flags, products, the portal's operator.
 * Built by a function rather than held in a module-level constant: mutation testing then runs only
 * the tests that reach the list (stryker.config.mjs).
 */
export function serverOwnedPaths(): ReadonlyArray<readonly string[]> {
  return [
    ['parties', 'reporter', 'isVerified'],
    ['parties', 'operator'],
    ['parties', 'otherResponsibleParty', 'licensePlateIsVerified'],
    ['parties', 'otherResponsibleParty', 'policyIdIsVerified'],
    ['parties', 'otherCoresponsibleParty', 'licensePlateIsVerified'],
    ['parties', 'otherCoresponsibleParty', 'policyIdIsVerified'],
    ['incident', 'availableProducts'],
    ['incident', 'policyIdIsVerified'],
    ['incident', 'myVehicle', 'licensePlateIsVerified'],
  ];
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A deep copy of parsed JSON. For a document of a few KB it takes about 2 µs, where
 * structuredClone takes 10 and JSON.parse of its text 12: the server runs it on every update.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyJson((value as Record<string, unknown>)[key]);
  return copy as T;
}

/**
 * The merge itself, without the server-owned fields or the plates' spelling: objects merge key by
 * key; arrays, scalars and null replace; an absent or `undefined` key keeps the stored value.
 * `incoming` is copied, `stored` shared where the update leaves it as it was.
 */
export function deepMerge<T>(stored: T, incoming: unknown): T {
  if (incoming === undefined) return stored;
  if (!isObject(stored) || !isObject(incoming)) return copyJson(incoming) as T;
  const result: JsonObject = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    if (value !== undefined) result[key] = deepMerge(result[key], value);
  }
  return result as T;
}

/** The update without the fields only the server sets (a copy only where one is dropped). */
function withoutServerOwned(update: MergeUpdate): MergeUpdate {
  let result: JsonObject = update as JsonObject;
  for (const path of serverOwnedPaths()) result = dropPath(result, path);
  return result as MergeUpdate;
}

function dropPath(node: JsonObject, path: readonly string[]): JsonObject {
  const [key, ...rest] = path as [string, ...string[]];
  if (!(key in node)) return node;
  if (rest.length === 0) {
    const { [key]: _dropped, ...kept } = node;
    return kept;
  }
  const child = node[key];
  if (!isObject(child)) return node;
  const next = dropPath(child, rest);
  return next === child ? node : { ...node, [key]: next };
}

type PlateHolder = { licensePlate?: string | null } | null | undefined;

function withNormalPlate<H extends PlateHolder>(holder: H): H {
  return holder?.licensePlate ? { ...holder, licensePlate: normalizeLicensePlate(holder.licensePlate) } : holder;
}

/** Every licence plate of the parts, upper-case without spaces or dashes (SPEC §3). */
function normalizePlates(parts: MergedParts): MergedParts {
  const { parties, incident } = parts;
  return {
    parties: {
      ...parties,
      ...(parties.otherResponsibleParty && { otherResponsibleParty: withNormalPlate(parties.otherResponsibleParty) }),
      ...(parties.otherCoresponsibleParty && { otherCoresponsibleParty: withNormalPlate(parties.otherCoresponsibleParty) }),
    },
    incident: {
      ...incident,
      ...(incident.myVehicle && { myVehicle: withNormalPlate(incident.myVehicle) }),
      ...(Array.isArray(incident.damagedVehicles) && { damagedVehicles: incident.damagedVehicles.map(withNormalPlate) }),
    },
  };
}

/** The stored parts after an update is merged in by the rule above. */
export function mergeUpdate(stored: MergedParts, update: MergeUpdate): MergedParts {
  const incoming = withoutServerOwned(update);
  // A missing (or null) part leaves the stored one as it is: only its fields can be replaced.
  return normalizePlates({
    parties: deepMerge(stored.parties, incoming.parties ?? undefined),
    incident: deepMerge(stored.incident, incoming.incident ?? undefined),
  });
}
