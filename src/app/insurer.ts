/**
 * The insurer the product reports claims to, as the product's pages name it (the footer's
 * "Poisťovňa", its public site, its e-mail domain). An insurer deploying the product sets its own.
 * What the server prints as well (the claims hotline of the PDF's footer) is in src/domain/insurer.ts.
 */

/** Where "quit" leaves to: the insurer's public site (SPEC "Header and quitting"). */
export const PUBLIC_SITE_URL: string = import.meta.env.VITE_PUBLIC_SITE_URL ?? 'https://www.poistovna.example.sk/';

/** The data protection officer's address (GDPR Art. 13(1)(b)), named on the privacy notice. */
export const DPO_EMAIL = 'dpo@poistovna.example.sk';
