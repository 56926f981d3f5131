/**
 * The browser's view of the connection (docs/offline.md): `navigator.onLine` is false when the device has no
 * network at all; a weak connection still counts as online, and a request that gets no answer is treated as
 * offline where it happens (the scan queue).
 */
export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine;
}

/** Calls `listener` whenever the connection comes or goes; returns the unsubscribe function. */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}
