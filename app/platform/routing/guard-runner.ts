import { data, redirect } from "react-router";
import { DEFAULT_REDIRECT_STATUS } from "#app/platform/constants.ts";
import { safeRedirectPath } from "#core/safe-redirect.ts";
import {
  type FlowSource,
  type FlowState,
  type Guard,
  type GuardContext,
  type GuardFn,
  getFlowSource,
  MissingFlowSourceError,
  NOT_FOUND_MESSAGE,
} from "./guards.ts";
import { withRedirect } from "./redirect.ts";

function go(to: string): never {
  throw redirect(to, DEFAULT_REDIRECT_STATUS);
}

/** Throws the 404 of a failed validity check. */
export function notFound(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404 });
}

/** "The next step of the flow": rules → quiz in progress → scan. */
export function nextStep(flow: FlowState): string {
  if (!flow.rulesAccepted) return "/rules";
  if (flow.attemptInProgress) return "/quiz";
  return "/scan";
}

/**
 * Where a signed-out rider signs in: a poster link (`/scan?code=…`) goes to the join screen, which
 * names the scanned checkpoint; any other page to login. Both come back here afterwards.
 */
function signInPath(url: URL): string {
  const poster = url.pathname === "/scan" && url.searchParams.has("code");
  return withRedirect(poster ? "/register" : "/login", url);
}

const auth: GuardFn = async (ctx) => {
  const flow = await ctx.loadFlow();
  if (!flow.signedIn) go(signInPath(ctx.url));
};

const unauthorized: GuardFn = async (ctx) => {
  const flow = await ctx.loadFlow();
  if (!flow.signedIn) return;
  go(safeRedirectPath(ctx.url.searchParams.get("redirect")) ?? nextStep(flow));
};

/** Keeps the flow in order; each path states what it needs. */
const checkRoutes: GuardFn = async (ctx) => {
  const flow = await ctx.loadFlow();
  // A signed-out rider is the auth guard's case; without it this guard sends to login too.
  if (!flow.signedIn) go(signInPath(ctx.url));
  const here = `${ctx.url.pathname}${ctx.url.search}`;
  switch (ctx.url.pathname) {
    case "/scan":
      // The ?code= survives the rules detour: /rules continues to ?redirect= when accepted.
      if (!flow.rulesAccepted) go(withRedirect("/rules", ctx.url));
      // A code is the scan page's to handle: it replaces an attempt not yet started, and names the
      // one under way rather than swapping silently. Without one, only a started attempt is
      // waiting: before the start tap the rider may still scan another poster.
      if (flow.attemptStarted && !ctx.url.searchParams.has("code")) go("/quiz");
      return;
    case "/quiz":
      if (!flow.rulesAccepted) go("/rules");
      // Reloaded (or back online) after the last answer finished the attempt: its results, not
      // the scan screen, where a remembered code would only say the checkpoint is done.
      if (!flow.attemptInProgress) go(flow.finishedAttempts > 0 ? "/quizresults" : "/scan");
      return;
    case "/quizresults":
    case "/end":
      if (flow.finishedAttempts < 1) go(nextStep(flow));
      return;
    default:
      // A route that asks for check-routes without a rule here is a programming error.
      throw data(`check-routes has no rule for ${here}`, { status: 500 });
  }
};

const GUARDS: Readonly<Record<string, GuardFn>> = {
  auth,
  unauthorized,
  "check-routes": checkRoutes,
};

function createGuardContext(request: Request, source: FlowSource | null = getFlowSource()): GuardContext {
  let pending: Promise<FlowState> | null = null;
  return {
    request,
    url: new URL(request.url),
    loadFlow() {
      if (!source) return Promise.reject(new MissingFlowSourceError());
      pending ??= source(request);
      return pending;
    },
  };
}

/**
 * Runs a route's guards in order. Names are checked before any runs, so a typo fails with
 * 500 "Unknown middleware <name>" (docs/product.md#guards) on every visit, not only on some flow states.
 */
export async function runGuards(guards: readonly Guard[], request: Request, source?: FlowSource | null): Promise<void> {
  for (const guard of guards) {
    if (typeof guard === "string" && !Object.hasOwn(GUARDS, guard)) {
      throw data(`Unknown middleware ${guard}`, { status: 500 });
    }
  }
  const ctx = createGuardContext(request, source === undefined ? getFlowSource() : source);
  for (const guard of guards) {
    const fn = typeof guard === "string" ? GUARDS[guard] : guard;
    await fn?.(ctx);
  }
}
