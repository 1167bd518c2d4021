/** The part of the Web Storage API the SDK uses; pass any implementation (or null for none). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The browser's localStorage when there is one and it works (it throws in some private modes
 * and does not exist on a server), else null: the SDK then keeps nothing between page loads.
 */
export function defaultStorage(): StorageLike | null {
  try {
    const storage = globalThis.localStorage;
    const probe = '__vitrine_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** A storage that lives as long as the object: for tests and servers. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Reads a JSON value, or null when absent or unreadable. */
export function readJson<T>(storage: StorageLike | null, key: string): T | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(storage: StorageLike | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the value lives in memory for this page only.
  }
}
