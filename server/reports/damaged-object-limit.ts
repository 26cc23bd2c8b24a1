import { damagedObjects, MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import { ApiError } from '../http-errors.ts';
import type { Locale } from '../http/locale.ts';
import { localizedMessage } from '../http/messages.ts';
import type { StoredDocument } from './document.ts';

/**
 * Refuses an update after which the report would have more than MAX_DAMAGED_OBJECTS_PER_REPORT
 * damaged objects (claims): 400 naming the first object beyond the limit, nothing stored.
 */
export function refuseTooManyDamagedObjects(document: StoredDocument, locale: Locale): void {
  const objects = damagedObjects(document.incident);
  const first = objects[MAX_DAMAGED_OBJECTS_PER_REPORT];
  if (!first) return;
  const message = localizedMessage(
    'TOO_MANY_DAMAGED_OBJECTS',
    locale,
    `One report can have at most ${MAX_DAMAGED_OBJECTS_PER_REPORT} damaged vehicles, properties and persons (claims).`,
  );
  throw new ApiError(400, 'TOO_MANY_DAMAGED_OBJECTS', message, [{ path: first.source, message }]);
}
