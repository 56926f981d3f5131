/**
 * Tells the app's other tabs (and installed windows) of the same origin that something kept on the device changed,
 * and hears them say so — a BroadcastChannel, so a change shows everywhere at once without polling. A message
 * carries nothing but the news: a tab that hears it reads the stored state afresh, so an older message can never
 * show an older state. A tab does not hear its own messages. Where BroadcastChannel is missing (Safari before
 * 15.4) each tab sees its own changes only, as before.
 */
export interface TabChannel {
  /** Tells the other tabs that it changed. */
  announce(): void;
  /** Calls `listener` whenever another tab announces a change; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
  close(): void;
}

export function createTabChannel(name: string, Channel: typeof BroadcastChannel | null = globalThis.BroadcastChannel ?? null): TabChannel {
  const listeners = new Set<() => void>();
  if (Channel === null) {
    return { announce: () => {}, listen: () => () => {}, close: () => {} };
  }
  const channel = new Channel(name);
  channel.onmessage = () => listeners.forEach((listener) => listener());
  return {
    announce: () => channel.postMessage("changed"),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel.close(),
  };
}
