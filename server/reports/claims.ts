import { damagedObjects as damagedObjectsOf, type DamagedObject } from '../../src/domain/damaged-objects.ts';
import type { StoredDocument } from './document.ts';

export type { DamagedObject };

/** One damaged object = one claim (DESIGN.md §6); the rule is src/domain/damaged-objects.ts. */
export function damagedObjects(document: StoredDocument): DamagedObject[] {
  return damagedObjectsOf(document.incident);
}
