/**
 * The command line of `npm run core:event -- <claimId> <event> [options]` (scripts/core-event.ts):
 * which event of which claim, with the details its type needs.
 */
import { randomBytes } from 'node:crypto';
import type { CoreSystemEvent } from '../server/claims/core-events.ts';

type EventType = CoreSystemEvent['type'];

/** The command's names of the events, as a person types them. */
export const EVENT_NAMES: Record<string, EventType> = {
  received: 'RECEIVED',
  assigned: 'HANDLER_ASSIGNED',
  'inspection-planned': 'INSPECTION_PLANNED',
  'documents-requested': 'DOCUMENTS_REQUESTED',
  decided: 'DECIDED',
  paid: 'PAID',
  closed: 'CLOSED',
};

export const CORE_EVENT_USAGE = `usage: npm run core:event -- <claimId> <event> [options]
  events: ${Object.keys(EVENT_NAMES).join(', ')}
  inspection-planned: --date YYYY-MM-DD (default: in 2 days) --time HH:mm (default 10:00) --place "<text>"
  documents-requested: --documents TYPE[,TYPE…] (default POLICE_REPORT; the attachment types of openapi.yaml)
  decided: --decision ACCEPTED|PARTLY_ACCEPTED|REJECTED (default ACCEPTED)
  any: --occurred-at <ISO time> (default now) --event-id <id> (default random)`;

export class UsageError extends Error {}

const DEFAULT_PLACE = 'Pobočka poisťovne, Hlavná 1, 811 01 Bratislava';

/** The claim id and the event a command line asks for, at `now`. */
export function coreEventFromArgs(args: string[], now: Date): { claimId: string; event: CoreSystemEvent } {
  const [claimId, name, ...rest] = args;
  const type = name ? EVENT_NAMES[name.toLowerCase()] : undefined;
  if (!claimId || !type) throw new UsageError(CORE_EVENT_USAGE);
  const options = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const option = rest[index]!;
    const value = rest[index + 1];
    if (!option.startsWith('--') || value === undefined) throw new UsageError(CORE_EVENT_USAGE);
    options.set(option.slice(2), value);
  }
  const inTwoDays = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  const event: CoreSystemEvent = {
    eventId: options.get('event-id') ?? `cli-${randomBytes(12).toString('hex')}`,
    type,
    occurredAt: options.get('occurred-at') ?? now.toISOString(),
    sentAt: now.toISOString(),
  };
  if (type === 'INSPECTION_PLANNED') {
    event.inspection = {
      date: options.get('date') ?? inTwoDays,
      time: options.get('time') ?? '10:00',
      place: options.get('place') ?? DEFAULT_PLACE,
    };
  }
  if (type === 'DOCUMENTS_REQUESTED') {
    event.documentTypes = (options.get('documents') ?? 'POLICE_REPORT').split(',') as NonNullable<CoreSystemEvent['documentTypes']>;
  }
  if (type === 'DECIDED') event.decision = (options.get('decision') ?? 'ACCEPTED') as NonNullable<CoreSystemEvent['decision']>;
  return { claimId, event };
}
