/**
 * Runs `task` once the browser is idle (or after `timeoutMs` at the latest): for code the first screen
 * does not need yet — the camera decoders, the next screen, the menu — so fetching and compiling it
 * never competes with the first paint (README, Performance). Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
