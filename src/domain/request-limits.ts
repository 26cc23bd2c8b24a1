/**
 * How often a client may ask the server to act for it (no abuse channel). The server
 * enforces them; the browser names them in what it says when one is reached. Pure: no imports.
 */

/**
 * Continue-link e-mails to one address (trimmed, lower case) per hour, whatever the report and the
 * client: enough for a typo or a lost e-mail, too few to flood someone with the insurer's e-mails.
 */
export const CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR = 3;

/** Continue-link e-mails of one report per day, to whichever addresses. */
export const CONTINUE_LINKS_PER_REPORT_PER_DAY = 5;

/**
 * New links to a claim's page e-mailed per report per hour and per day: each goes to the one address
 * of the report, so these bound what one holder of a link can make that inbox receive.
 */
export const CLAIM_LINKS_PER_REPORT_PER_HOUR = 3;
export const CLAIM_LINKS_PER_REPORT_PER_DAY = 5;

/**
 * `update`s of one report per minute. The wizard sends one per Continue (and one when the exit
 * dialog saves the draft): a person clicking through without reading does not send 30.
 */
export const UPDATES_PER_REPORT_PER_MINUTE = 120;

/**
 * `update`s from one client address per minute, whatever the report: several people behind one
 * office address (an agent's, a portal's) fill in their reports at once.
 */
export const UPDATES_PER_CLIENT_PER_MINUTE = 300;
