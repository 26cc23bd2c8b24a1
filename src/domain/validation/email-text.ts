/**
 * An e-mail address as it is stored and sent: without the spaces, tabs or line breaks a paste or
 * an autofill leaves around it. Whatever the rules of email.ts accept, this is what is kept: an
 * address with a trailing tab was accepted and stored, then its completion e-mail silently not
 * sent. The server applies it to every `email` of an update, the browser's schemas
 * (party-schemas.ts) cast with it, and the browser's inputs are `type="email"`, whose value HTML
 * itself strips of the whitespace around it. No imports: cheap wherever it is needed.
 */
export function normalizeEmail<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? value.trim() : value) as T;
}
