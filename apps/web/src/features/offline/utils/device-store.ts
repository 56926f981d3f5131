import { createStore, del, delMany, entries, get, set } from "idb-keyval";

/**
 * The app's own IndexedDB database (docs/offline.md, What stays on the device): the scan queue and the copies
 * of recent answers, each under its own key. Opened on first use: nothing here runs on the first load.
 */
const store = createStore("productcheck-offline", "device");

export const deviceStore = {
  get: <T>(key: string) => get<T>(key, store),
  set: (key: string, value: unknown) => set(key, value, store),
  delete: (key: string) => del(key, store),
  deleteMany: (keys: string[]) => delMany(keys, store),
  entries: <T>() => entries<string, T>(store),
};
