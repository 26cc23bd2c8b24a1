/**
 * The insurer's contacts that the wizard, its PDF and its e-mails give a reporter (the browser's
 * own settings, such as the public site read from Vite's environment, are in src/app/insurer.ts).
 * An insurer deploying the product sets its own; the demo's number is a placeholder.
 */

/**
 * The claims hotline, answered day and night (the number the accessibility statement gives for
 * reporting damage by phone): as people read it, and as a `tel:` link dials it.
 */
export const CLAIMS_HOTLINE = { display: '0800 123 456', dial: '+421800123456' } as const;
