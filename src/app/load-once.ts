/**
 * One request per key, whoever asks first, shared by everyone who asks while and after it runs; a
 * failed one is forgotten, so the next ask tries again (a chunk or catalog fetch lost to a flaky
 * connection must not stay lost).
 */
export function loadOnce<K, V>(start: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const requests = new Map<K, Promise<V>>();
  return (key) => {
    let request = requests.get(key);
    if (!request) {
      request = start(key).catch((error: unknown) => {
        requests.delete(key);
        throw error;
      });
      requests.set(key, request);
    }
    return request;
  };
}
