/**
 * The insurer's facts that the server prints too (the PDF's footer), beside src/app/insurer.ts,
 * which holds the browser's (its public site, read from Vite's environment). An insurer deploying
 * the product sets its own.
 */

/** The claims hotline, written as a Slovak caller dials it (the accessibility statement's number, where damage can be reported by phone). */
export const CLAIMS_HOTLINE = '0800 123 456';
