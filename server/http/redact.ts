/**
 * Report ids are capabilities (DESIGN.md §6): logs keep only their first 4 characters, enough to
 * correlate lines, too few to open a report.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/incident-report\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/(\/view-attachment\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/([?&](?:id|reportId)=)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/([?&](?:licensePlate|policyId|q|operatorCode|lat|lon|near)=)[^&]*/g, '$1…');
}

/** Keys whose values are personal data wherever they appear in a log line (DESIGN.md §6). */
const PERSONAL_KEYS = new Set([
  'firstname',
  'lastname',
  'name',
  'businessname',
  'email',
  'phone',
  'number',
  'iban',
  'value',
  'bic',
  'identificationnumber',
  'birthnumber',
  'ico',
  'description',
  'additionaldescription',
  'to',
  'from',
  'rejected',
  'accepted',
  'envelope',
  'recipients',
  'html',
  'text',
  'address',
  'street',
  'licenseplate',
]);

const PATTERNS: Array<[RegExp, string | ((match: string) => string)]> = [
  // E-mail addresses (nodemailer's errors name the rejected recipient).
  // A slash is in neither part, so package paths in stacks (node_modules/@scope/pkg.js) stay readable.
  [/[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}/g, '[email]'],
  // IBANs, compact or in groups of four.
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g, '[iban]'],
  // Phone numbers: an international prefix and at least 8 more digits, or 9+ digits in groups.
  [/\+\d{1,4}(?:[ -]?\d){8,12}\b/g, '[phone]'],
  [/\b\d{3}[ -]\d{3}[ -]\d{3,4}\b/g, '[phone]'],
  // Slovak and Czech birth numbers (rodné číslo): 6 digits, optional slash, 3 or 4 digits.
  [/\b\d{6}\/\d{3,4}\b/g, '[national-id]'],
  // Long digit runs: phones without spaces, policy and identification numbers.
  [/(?<![\d.])\d{8,10}(?![\d.])/g, '[number]'],
  // Report and attachment ids (24 base64url characters): the first 4 stay for correlation.
  [/(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{4})[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])/g, (match) => `${match.slice(0, 4)}…`],
];

/** A string as it may be logged: e-mails, IBANs, phones, birth numbers and report ids cut out. */
export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement as string);
  return result;
}

function scrubValue(value: unknown, key: string | undefined, depth: number): unknown {
  // The request id (server/http/request-id.ts: a random UUID, or a trusted proxy's id of a narrow
  // alphabet) is what ties a request's lines together: a digit run in it is no phone number.
  if (key === 'reqId' && typeof value === 'string') return value;
  // An error's `name` (TypeError, DatabaseError) is what a reader of the log needs, not a person's name.
  const errorName = key === 'name' && typeof value === 'string' && /^[A-Za-z]*Error$/.test(value);
  if (
    key !== undefined &&
    !errorName &&
    PERSONAL_KEYS.has(key.toLowerCase()) &&
    value !== null &&
    typeof value !== 'boolean' &&
    typeof value !== 'number'
  ) {
    return '[redacted]';
  }
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(value)) copy[childKey] = scrubValue(child, childKey, depth + 1);
  return copy;
}

/**
 * The last line of defence before a log line is written (pino `hooks.streamWrite`): whatever a
 * message or an error carries (a database error quoting a value, a mail server naming the
 * recipient), personal data and report ids are cut out. Lines that are not JSON pass unchanged.
 */
export function scrubLogLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return scrubText(line);
  }
  const scrubbed = scrubValue(parsed, undefined, 0) as Record<string, unknown>;
  return `${JSON.stringify(scrubbed)}\n`;
}
