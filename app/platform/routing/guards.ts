import { ERROR_TEXT } from "./error-texts.ts";

/**
 * The guards' contract with the data layer. Kept free of the runner (guard-runner.ts) so that
 * registering a source at start-up adds almost nothing to the first page's bundle.
 */

/**
 * Where the rider stands, as the guards need it (docs/product.md#guards). The data layer answers it
 * from the `flow` query in one round trip; `signedIn` is false when there is no token cookie or
 * the server does not accept it.
 */
export interface FlowState {
  signedIn: boolean;
  rulesAccepted: boolean;
  attemptInProgress: boolean;
  /** The attempt in progress has served a question: the start card is behind the rider. */
  attemptStarted: boolean;
  finishedAttempts: number;
}

/** Registered by the data layer (see `setFlowSource`). Called at most once per guard run. */
export type FlowSource = (request: Request) => Promise<FlowState>;

export interface GuardContext {
  request: Request;
  url: URL;
  /** Memoised per run: several guards share one answer. */
  loadFlow(): Promise<FlowState>;
}

/** A guard throws a redirect or an error response; returning means "go on". */
export type GuardFn = (ctx: GuardContext) => void | Promise<void>;
/** A route names its guards; a function is a route's own validity check. */
export type Guard = string | GuardFn;

export const NOT_FOUND_MESSAGE = ERROR_TEXT.notFound;

let flowSource: FlowSource | null = null;

export function getFlowSource(): FlowSource | null {
  return flowSource;
}

/**
 * The data layer registers how to learn the flow state. Until it has, a guard that needs it fails
 * loudly rather than guessing: production code never fakes an answer.
 */
export function setFlowSource(source: FlowSource | null): void {
  flowSource = source;
}

export class MissingFlowSourceError extends Error {
  constructor() {
    super("No flow source registered: the data layer must call setFlowSource() before guards run");
    this.name = "MissingFlowSourceError";
  }
}
