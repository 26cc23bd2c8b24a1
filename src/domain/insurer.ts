/**
 * The insurer's contacts that the wizard, its PDF and its e-mails give a reporter. An insurer
 * deploying the product sets its own (the demo's numbers are placeholders).
 */

/** The claims hotline, answered day and night: as people read it, and as a `tel:` link dials it. */
export const CLAIMS_HOTLINE = { display: '0800 111 222', dial: '+421800111222' } as const;
