import { damagedObjects, MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../src/domain/damaged-objects.ts';
import { ApiError } from '../http-errors.ts';
import { API_MESSAGES } from '../http/messages.ts';
import type { StoredDocument } from './document.ts';

/**
 * Refuses an update after which the report would have more than MAX_DAMAGED_OBJECTS_PER_REPORT
 * damaged objects (claims): 400 naming the first object beyond the limit, nothing stored.
 */
export function refuseTooManyDamagedObjects(document: StoredDocument): void {
  const objects = damagedObjects(document.incident);
  const first = objects[MAX_DAMAGED_OBJECTS_PER_REPORT];
  if (!first) return;
  throw new ApiError(400, 'TOO_MANY_DAMAGED_OBJECTS', [{ path: first.source, message: API_MESSAGES.TOO_MANY_DAMAGED_OBJECTS }]);
}
