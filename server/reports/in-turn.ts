/**
 * Runs the tasks given the same key one after another, in the order they came, and tasks of
 * different keys side by side. The server runs the updates of one draft so: two that overlap (a
 * retried request, a second tab, a double tap) would otherwise both write over the version the
 * draft copy holds, and the one that comes second would find it changed and read and write again,
 * a few round trips more (168 of 6,080 updates under the bench's load on PostgreSQL; now none).
 * Across server processes the versions still decide (storeDocument), so this is no lock.
 */
export type InTurn = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createInTurn(): InTurn {
  // The last task of each key, settled either way; a key whose last task is done is dropped.
  const lastOf = new Map<string, Promise<void>>();
  return (key, task) => {
    const before = lastOf.get(key);
    const result = before ? before.then(task) : task();
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    lastOf.set(key, done);
    void done.then(() => {
      if (lastOf.get(key) === done) lastOf.delete(key);
    });
    return result;
  };
}
