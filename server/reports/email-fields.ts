import { normalizeEmail } from '../../src/domain/validation/email-text.ts';

/**
 * Every `email` of an update (the reporter's, the insured's, each party's and contact person's),
 * normalised as the browser does before the formats are checked and the document is stored, so a
 * pasted " jana@example.sk\t" is kept, and later e-mailed, as "jana@example.sk". Changes `body`.
 */
export function normalizeEmailFields(body: unknown): void {
  if (Array.isArray(body)) {
    body.forEach(normalizeEmailFields);
    return;
  }
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'email' && typeof value === 'string') fields[key] = normalizeEmail(value);
    else normalizeEmailFields(value);
  }
}
