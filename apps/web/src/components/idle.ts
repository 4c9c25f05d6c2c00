/** Runs `task` when the browser is idle (within 2 s), or after a short delay where there is no idle callback. */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
