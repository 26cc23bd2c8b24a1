/**
 * Query parameters a log may show as they are: choices of the API, never a person's data or a
 * signature. Every other parameter's value is cut to "…" (the portal entry's `ecv`, `cislopz`,
 * `poistenie`, `code`, `exp` and `sig`; a download link's `expires` and `signature`; an S3
 * pre-signed link's `X-Amz-*`; look-ups' plates, policy numbers, addresses and positions), so a
 * parameter added later is redacted unless it is listed here.
 */
const PLAIN_PARAMETERS = new Set([
  'portal',
  'locale',
  'type',
  'scopes',
  'casco',
  'policyType',
  'productCategory',
  'country',
  'kind',
  'options',
]);
/** Report ids (capabilities, DESIGN.md §6): the first 4 characters, enough to correlate lines, too few to open a report. */
const ID_PARAMETERS = new Set(['id', 'reportId']);

const shortId = (value: string) => value.replace(/^([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/, '$1…');

function redactParameter(parameter: string): string {
  const separator = parameter.indexOf('=');
  const name = separator < 0 ? parameter : parameter.slice(0, separator);
  if (separator < 0 || separator === parameter.length - 1) return parameter;
  const value = parameter.slice(separator + 1);
  if (ID_PARAMETERS.has(name)) return `${name}=${shortId(value)}`;
  if (PLAIN_PARAMETERS.has(name)) return parameter;
  return `${name}=…`;
}

/**
 * A request URL as the log keeps it: report and attachment ids in the path cut to 4 characters, and
 * every query parameter's value but the plain choices above cut out.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const pathname = (question < 0 ? withoutHash : withoutHash.slice(0, question))
    .replace(/(\/incident-report\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…')
    .replace(/(\/(?:view-attachment|attachment-download)\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g, '$1$2…');
  if (question < 0) return pathname;
  const query = withoutHash
    .slice(question + 1)
    .split('&')
    .map(redactParameter)
    .join('&');
  return `${pathname}?${query}`;
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
  // A signed link's or a portal entry's secrets and personal parameters, in whatever URL a message
  // or an error quotes (the request URL itself is redacted by redactUrl).
  [/([?&](?:ecv|cislopz|poistenie|code|sig|signature|exp|expires|X-Amz-[A-Za-z-]+)=)[^&\s"'<>#\\]*/gi, '$1…'],
  // E-mail addresses (nodemailer's errors name the rejected recipient), also percent-encoded in a URL.
  // A slash is in neither part, so package paths in stacks (node_modules/@scope/pkg.js) stay readable.
  [/[^\s@"'<>(),;:/?&=]+(?:@|%40)[^\s@"'<>(),;:/?&=]+\.[A-Za-z]{2,}/gi, '[email]'],
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
