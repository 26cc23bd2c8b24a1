/**
 * What an embedded wizard posts to its portal (SMP, KZ) once its first page is on screen
 * (SPEC §1 "tell the parent frame once loaded"). `screen` is the route shown: a refused operator
 * gets '/operator-not-verified', so the portal learns that too. No personal data travels.
 */
export interface PortalLoadedMessage {
  type: 'motor-claim:loaded';
  portal: 'SMP' | 'KZ';
  screen: string;
}

/** The parts of `window` the message needs (a test passes its own). */
export type EmbeddedWindow = {
  parent: Pick<Window, 'postMessage'>;
  location: { ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
};

/**
 * The parent frame's origin: Chromium and Safari name it in `location.ancestorOrigins`; elsewhere the
 * referrer may (a partner page with `Referrer-Policy: no-referrer` hides it). Null when unknown.
 */
function parentOrigin(self: EmbeddedWindow): string | null {
  const ancestors = self.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return self.document.referrer ? new URL(self.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Posts the message to the parent addressed to an allowed origin only, never '*' (DESIGN §7): to the
 * parent's own origin when it is allowed; when the parent's origin cannot be known, once to each
 * allowed origin, which the browser delivers only if it is the parent's. Returns the target origins.
 */
export function postToPortal(message: PortalLoadedMessage, allowedOrigins: readonly string[], self: EmbeddedWindow = window): string[] {
  if ((self.parent as unknown) === self) return [];
  const parent = parentOrigin(self);
  const targets = parent ? allowedOrigins.filter((origin) => origin === parent) : [...allowedOrigins];
  for (const origin of targets) self.parent.postMessage(message, origin);
  return targets;
}
