import { LOADING_BAR } from "#app/platform/constants.ts";

export type LoadingBarPhase = "idle" | "waiting" | "running" | "finishing";

export interface LoadingBarState {
  phase: LoadingBarPhase;
  visible: boolean;
  /** 0…1; holds below 1 until the navigation ends. */
  progress: number;
  failed: boolean;
}

const IDLE: LoadingBarState = { phase: "idle", visible: false, progress: 0, failed: false };
/** The bar never claims to be done before it is. */
const MAX_RUNNING_PROGRESS = 0.95;

/**
 * The loading bar (docs/product.md#loading-bar): shows only if a navigation lasts longer than the throttle,
 * advances over the duration in ticks, and hides a moment after finishing or failing.
 * Timers are the global ones so tests drive it with fake timers.
 */
export class LoadingBar {
  private state: LoadingBarState = IDLE;
  private listeners = new Set<() => void>();
  private throttle: ReturnType<typeof setTimeout> | undefined;
  private hide: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private elapsed = 0;

  constructor(private readonly config: typeof LOADING_BAR = LOADING_BAR) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LoadingBarState => this.state;

  /** `since`: when the navigation began (Date.now()), if before this call; the throttle counts from it. */
  start(since: number = Date.now()): void {
    if (this.state.phase === "waiting" || this.state.phase === "running") return;
    this.clearTimers();
    this.set({ phase: "waiting", visible: false, progress: 0, failed: false });
    this.throttle = setTimeout(() => this.run(), Math.max(0, this.config.throttleMs - (Date.now() - since)));
  }

  finish(): void {
    if (this.state.phase === "waiting") {
      // Fast navigations never flash a bar.
      this.clearTimers();
      this.set(IDLE);
      return;
    }
    if (this.state.phase === "running") this.end(false);
  }

  /** Marks the bar failed; shows it even when the navigation was quick, so the failure is seen. */
  fail(): void {
    this.end(true);
  }

  private run(): void {
    this.elapsed = 0;
    this.set({ phase: "running", visible: true, progress: 0, failed: false });
    this.ticker = setInterval(() => {
      this.elapsed += this.config.tickMs;
      const progress = Math.min(this.elapsed / this.config.durationMs, MAX_RUNNING_PROGRESS);
      this.set({ ...this.state, progress });
    }, this.config.tickMs);
  }

  private end(failed: boolean): void {
    this.clearTimers();
    this.set({ phase: "finishing", visible: true, progress: 1, failed });
    this.hide = setTimeout(() => this.set(IDLE), this.config.hideDelayMs);
  }

  private clearTimers(): void {
    clearTimeout(this.throttle);
    clearTimeout(this.hide);
    clearInterval(this.ticker);
    this.throttle = this.hide = this.ticker = undefined;
  }

  private set(next: LoadingBarState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The app's one bar: navigation drives it, error pages mark it failed. */
export const loadingBar = new LoadingBar();
