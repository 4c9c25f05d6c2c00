/** Loading bar timings of PRODUCT.md §9 (ms): appear only after the throttle, creep over `duration`, hide after done. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, heightPx: 2, tickMs: 100 };

export type LoadingBarStatus = "idle" | "loading" | "done" | "error";
export interface LoadingBarState {
  visible: boolean;
  /** 0..100 */
  progress: number;
  status: LoadingBarStatus;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const IDLE: LoadingBarState = { visible: false, progress: 0, status: "idle" };

/**
 * State machine of the top loading bar (as in Nuxt's indicator): start() shows the bar after the throttle,
 * the progress creeps towards 100 % over the duration, finish() fills it and hides it after the hide delay,
 * fail() turns it red. Timers are injected so the logic is testable without a DOM.
 */
export class LoadingBarController {
  private state: LoadingBarState = IDLE;
  private listeners = new Set<() => void>();
  private throttle: unknown = null;
  private ticker: unknown = null;
  private hide: unknown = null;

  constructor(
    private readonly timers: Timers,
    private readonly options = LOADING_BAR,
  ) {}

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.state.status === "loading" || this.throttle !== null) return;
    this.clearAll();
    this.throttle = this.timers.setTimeout(() => {
      this.throttle = null;
      this.set({ visible: true, progress: 0, status: "loading" });
      const step = (100 * this.options.tickMs) / this.options.durationMs;
      this.ticker = this.timers.setInterval(() => {
        // Never reaches 100 on its own: only finish() completes the bar.
        this.set({ ...this.state, progress: Math.min(this.state.progress + step, 99) });
      }, this.options.tickMs);
    }, this.options.throttleMs);
  }

  finish(): void {
    if (this.throttle !== null) {
      // Finished within the throttle: never shown.
      this.clearAll();
      this.set(IDLE);
      return;
    }
    if (this.state.status !== "loading") return;
    this.endWith("done");
  }

  fail(): void {
    this.clearAll();
    this.endWith("error");
  }

  private endWith(status: "done" | "error"): void {
    this.clearAll();
    this.set({ visible: true, progress: 100, status });
    this.hide = this.timers.setTimeout(() => {
      this.hide = null;
      this.set(IDLE);
    }, this.options.hideDelayMs);
  }

  private clearAll(): void {
    if (this.throttle !== null) this.timers.clearTimeout(this.throttle);
    if (this.hide !== null) this.timers.clearTimeout(this.hide);
    if (this.ticker !== null) this.timers.clearInterval(this.ticker);
    this.throttle = this.hide = this.ticker = null;
  }

  private set(state: LoadingBarState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
