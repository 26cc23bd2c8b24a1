/**
 * The FORMAT of every field an update carries, by the formats of the steps that ask them
 * (src/steps/formats.ts), the browser's forms' own validators. An update is a partial document:
 * only the fields present are checked, and an empty one passes; whether the required fields are
 * there is the save's business (completeness.ts). openapi.yaml has already checked types, lengths
 * and simple patterns.
 *
 * Messages are the validators' descriptors, the form's own: the error handler answers them in the
 * request's language.
 */
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import type { FormatCheck, FormatContext } from '../../src/steps/formats.ts';
import { STEPS } from '../../src/steps/steps.ts';
import type { ErrorDetail } from '../http-errors.ts';

export interface UpdateValidationOptions {
  /** The prefixes the server offers (get-phone-prefixes). */
  phonePrefixes: readonly string[];
  /** Today in Slovakia, `yyyy-mm-dd`: later dates are in the future. */
  today: string;
  /** The time now in Slovakia, `HH:mm`: a later time on today is in the future (D23). */
  now?: string;
}

/** The steps' format checks as a tree of the document: an object's own fields first, then what it holds. */
interface FormatNode {
  checks: Map<string, FormatCheck>;
  children: Map<string, FormatNode>;
}

const node = (): FormatNode => ({ checks: new Map(), children: new Map() });

function formatTree(): FormatNode {
  const root = node();
  for (const step of STEPS) {
    for (const [path, check] of Object.entries(step.formats ?? {})) {
      const keys = path.split('/').slice(1);
      const field = keys.pop()!;
      let at = root;
      for (const key of keys) {
        if (!at.children.has(key)) at.children.set(key, node());
        at = at.children.get(key)!;
      }
      if (!at.checks.has(field)) at.checks.set(field, check);
    }
  }
  return root;
}

let tree: FormatNode | undefined;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The errors of one update; empty when every field present has a valid format. */
export function validateUpdateBody(body: UpdateReportRequest, options: UpdateValidationOptions): ErrorDetail[] {
  tree ??= formatTree();
  const errors: ErrorDetail[] = [];
  const walk = (at: FormatNode, value: unknown, path: string) => {
    if (!isObject(value)) return;
    const context: FormatContext = { parent: value, today: options.today, now: options.now, phonePrefixes: options.phonePrefixes };
    // Checks only the keys the object has: a key not sent is not touched by the update.
    for (const [key, check] of at.checks) {
      const field = value[key];
      if (field === null || field === undefined) continue;
      for (const [part, message] of check(field, context)) errors.push({ path: `${path}/${key}${part}`, message });
    }
    for (const [key, child] of at.children) {
      if (key === '*') {
        if (Array.isArray(value)) value.forEach((item, index) => walk(child, item, `${path}/${index}`));
      } else walk(child, value[key], `${path}/${key}`);
    }
  };
  walk(tree, body, '');
  return errors;
}
