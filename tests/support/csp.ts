/** A Content-Security-Policy header's directives by name, e.g. { 'frame-ancestors': ['https://a', 'https://b'] }. */
export function cspDirectives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}
