import { msg } from '@lingui/core/macro';

/**
 * /incident-scope's heading, in a module of its own: the first screen comes with its heading but
 * not with the table of all the others (titles.ts, which takes this one from here).
 */
export const INCIDENT_SCOPE_TITLE = msg`Čo sa stalo?`;
