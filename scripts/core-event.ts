/**
 * `npm run core:event -- <claimId> <event> [options]`: posts a status event of a claim to the
 * running server, signed as the core system signs it (docs/core-system.md), with the server's
 * configuration (CORE_SYSTEM_SECRET, or the key the server keeps in DATA_DIR; PUBLIC_URL, or
 * http://localhost:$PORT). Prints the server's answer; exits 1 when it refuses the event.
 */
import { loadConfig } from '../server/config.ts';
import { coreSystemSecret, signedCoreEventRequest } from '../server/claims/core-signature.ts';
import { coreEventFromArgs, UsageError } from './core-event-args.ts';

try {
  const config = loadConfig(process.env);
  const { claimId, event } = coreEventFromArgs(process.argv.slice(2), new Date());
  const request = signedCoreEventRequest(await coreSystemSecret(config), claimId, event);
  const response = await fetch(`${config.publicUrl}${request.path}`, { method: 'POST', headers: request.headers, body: request.body });
  const answer = await response.text();
  console.log(`${event.type} ${event.eventId} for claim ${claimId}: ${response.status}${answer ? ` ${answer}` : ''}`);
  if (!response.ok) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof UsageError ? error.message : String(error));
  process.exitCode = 2;
}
