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

/**
 * D22: the Slovak Insurers' Bureau (Slovenská kancelária poisťovateľov), which runs the guarantee
 * fund that pays damage caused by an unidentified or uninsured vehicle (Act 381/2001, § 24).
 */
export const GUARANTEE_FUND = {
  name: 'Slovenská kancelária poisťovateľov',
  address: 'Trnavská cesta 82, 821 02 Bratislava',
  web: 'https://www.skp.sk',
  webDisplay: 'www.skp.sk',
} as const;

/** The insurer's name as the installed app is called on a phone's home screen (its web app manifest). */
export const INSURER_NAME = 'Poisťovňa';
