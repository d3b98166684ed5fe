import { type FileStorage, memoryStorage } from "../lib/file-storage.js";

/** Memory storage that can say which files it holds, to show no upload is left behind. */
export function trackingStorage(): FileStorage & { keys(): string[] } {
  const storage = memoryStorage();
  const held = new Set<string>();
  return {
    async put(key, data) {
      await storage.put(key, data);
      held.add(key);
    },
    get: (key) => storage.get(key),
    check: () => storage.check(),
    async remove(key) {
      await storage.remove(key);
      held.delete(key);
    },
    keys: () => [...held].sort(),
  };
}
