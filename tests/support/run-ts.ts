import { fileURLToPath } from 'node:url';

/**
 * Node's arguments that run one of the project's TypeScript files from its sources, as `npm run
 * dev` does: tsx, with Lingui's macros compiled (scripts/run-ts/register.mjs).
 */
export const RUN_TS = ['--import', fileURLToPath(new URL('../../scripts/run-ts/register.mjs', import.meta.url))];
