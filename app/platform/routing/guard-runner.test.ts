import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REDIRECT_STATUS } from "#app/platform/constants.ts";
import { runGuards } from "./guard-runner.ts";
import { type FlowState, MissingFlowSourceError, setFlowSource } from "./guards.ts";

const OUT: FlowState = { signedIn: false, rulesAccepted: false, attemptInProgress: false, attemptStarted: false, finishedAttempts: 0 };
const NEW: FlowState = { signedIn: true, rulesAccepted: false, attemptInProgress: false, attemptStarted: false, finishedAttempts: 0 };
const READY: FlowState = { ...NEW, rulesAccepted: true };
/** On the start card: the attempt exists, no question served yet. */
const AT_START: FlowState = { ...READY, attemptInProgress: true };
const PLAYING: FlowState = { ...AT_START, attemptStarted: true };
const DONE: FlowState = { ...READY, finishedAttempts: 1 };

/** The router turns a thrown `data(...)` into an ErrorResponse for the boundary; so do the tests. */
function asRouteError(thrown: unknown): unknown {
  const value = thrown as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (value?.type === "DataWithResponseInit") return new ErrorResponseImpl(value.init?.status ?? 500, "", value.data);
  return thrown;
}

const req = (path: string) => new Request(`http://motoquiz.test${path}`);
const source = (flow: FlowState) => vi.fn(async () => flow);

/** What a guard run ended with: "pass", a redirect target, or an error status and message. */
async function outcome(guards: string[], path: string, flow: FlowState | null) {
  try {
    await runGuards(guards, req(path), flow ? source(flow) : null);
    return "pass";
  } catch (thrown) {
    if (thrown instanceof Response) {
      expect(thrown.status).toBe(DEFAULT_REDIRECT_STATUS);
      return `→ ${thrown.headers.get("Location")}`;
    }
    const error = asRouteError(thrown);
    if (isRouteErrorResponse(error)) return `${error.status} ${error.data}`;
    throw thrown;
  }
}

afterEach(() => setFlowSource(null));

describe("auth", () => {
  it("lets a signed-in rider through", async () => {
    expect(await outcome(["auth"], "/rules", NEW)).toBe("pass");
  });
  it("sends a signed-out rider to login with the path and query to come back to", async () => {
    expect(await outcome(["auth"], "/rules", OUT)).toBe(`→ /login?redirect=${encodeURIComponent("/rules")}`);
    expect(await outcome(["auth"], "/scan", OUT)).toBe(`→ /login?redirect=${encodeURIComponent("/scan")}`);
  });
  it("sends a signed-out rider from a poster link to the join screen, keeping the code", async () => {
    expect(await outcome(["auth"], "/scan?code=GEAR2345", OUT)).toBe(`→ /register?redirect=${encodeURIComponent("/scan?code=GEAR2345")}`);
    expect(await outcome(["auth", "check-routes"], "/scan?code=GEAR2345", OUT)).toBe(
      `→ /register?redirect=${encodeURIComponent("/scan?code=GEAR2345")}`,
    );
  });
});

describe("unauthorized", () => {
  it("lets a signed-out visitor through", async () => {
    expect(await outcome(["unauthorized"], "/login", OUT)).toBe("pass");
  });
  it("sends a signed-in rider to the next step of the flow", async () => {
    expect(await outcome(["unauthorized"], "/login", NEW)).toBe("→ /rules");
    expect(await outcome(["unauthorized"], "/register", READY)).toBe("→ /scan");
    expect(await outcome(["unauthorized"], "/login", PLAYING)).toBe("→ /quiz");
  });
  it("follows a same-origin ?redirect= and ignores any other", async () => {
    expect(await outcome(["unauthorized"], `/login?redirect=${encodeURIComponent("/scan?code=X")}`, READY)).toBe("→ /scan?code=X");
    expect(await outcome(["unauthorized"], "/login?redirect=//evil.example/x", READY)).toBe("→ /scan");
    expect(await outcome(["unauthorized"], "/login?redirect=https://evil.example/", READY)).toBe("→ /scan");
  });
});

describe("check-routes", () => {
  it("/scan needs the rules accepted, keeping the code for afterwards", async () => {
    expect(await outcome(["check-routes"], "/scan?code=GEAR2345", NEW)).toBe(
      `→ /rules?redirect=${encodeURIComponent("/scan?code=GEAR2345")}`,
    );
    expect(await outcome(["check-routes"], "/scan", READY)).toBe("pass");
  });
  it("/scan without a code goes to /quiz once the attempt has served a question", async () => {
    expect(await outcome(["check-routes"], "/scan", PLAYING)).toBe("→ /quiz");
  });
  it("/scan stays open on the start card, and with a code, for the scan page to handle", async () => {
    expect(await outcome(["check-routes"], "/scan", AT_START)).toBe("pass");
    expect(await outcome(["check-routes"], "/scan?code=BEND6789", AT_START)).toBe("pass");
    expect(await outcome(["check-routes"], "/scan?code=BEND6789", PLAYING)).toBe("pass");
  });
  it("/quiz needs an attempt in progress; with none but a finished one, the results", async () => {
    expect(await outcome(["check-routes"], "/quiz", READY)).toBe("→ /scan");
    expect(await outcome(["check-routes"], "/quiz", DONE)).toBe("→ /quizresults");
    expect(await outcome(["check-routes"], "/quiz", NEW)).toBe("→ /rules");
    expect(await outcome(["check-routes"], "/quiz", PLAYING)).toBe("pass");
    expect(await outcome(["check-routes"], "/quiz", AT_START)).toBe("pass");
  });
  it("/quizresults and /end need a finished attempt", async () => {
    for (const path of ["/quizresults", "/end"]) {
      expect(await outcome(["check-routes"], path, READY)).toBe("→ /scan");
      expect(await outcome(["check-routes"], path, NEW)).toBe("→ /rules");
      expect(await outcome(["check-routes"], path, { ...PLAYING, finishedAttempts: 0 })).toBe("→ /quiz");
      expect(await outcome(["check-routes"], path, { ...AT_START, finishedAttempts: 0 })).toBe("→ /quiz");
      expect(await outcome(["check-routes"], path, DONE)).toBe("pass");
    }
  });
  it("sends a signed-out rider to login", async () => {
    expect(await outcome(["check-routes"], "/end", OUT)).toBe(`→ /login?redirect=${encodeURIComponent("/end")}`);
  });
  it("fails loudly on a path it has no rule for", async () => {
    expect(await outcome(["check-routes"], "/sample", READY)).toMatch(/^500 check-routes has no rule/);
  });
});

describe("the runner", () => {
  it("fails an unknown guard name with 500 Unknown middleware <name>, before any guard runs", async () => {
    const flow = source(READY);
    await expect(runGuards(["auth", "admin"], req("/rules"), flow).catch(asRouteError)).resolves.toSatisfy(
      (e) => isRouteErrorResponse(e) && e.status === 500 && e.data === "Unknown middleware admin",
    );
    expect(flow).not.toHaveBeenCalled();
  });
  it("runs guards in order and asks the flow source once per run", async () => {
    const flow = source(PLAYING);
    await runGuards(["auth", "check-routes"], req("/quiz"), flow);
    expect(flow).toHaveBeenCalledTimes(1);
  });
  it("stops at the first guard that redirects", async () => {
    expect(await outcome(["auth", "check-routes"], "/quiz", OUT)).toBe(`→ /login?redirect=${encodeURIComponent("/quiz")}`);
  });
  it("runs a route's own validity check", async () => {
    const check = vi.fn(({ url }: { url: URL }) => {
      if (url.searchParams.get("ok") !== "1") throw new Error("invalid");
    });
    await expect(runGuards([check], req("/error?ok=1"), null)).resolves.toBeUndefined();
    await expect(runGuards([check], req("/error?ok=2"), null)).rejects.toThrow("invalid");
  });
  it("uses the registered source, and fails clearly when none is registered", async () => {
    await expect(runGuards(["auth"], req("/rules"))).rejects.toBeInstanceOf(MissingFlowSourceError);
    setFlowSource(source(OUT));
    await expect(runGuards(["auth"], req("/rules"))).rejects.toBeInstanceOf(Response);
  });
  it("needs no source when no guard asks for the flow", async () => {
    await expect(runGuards([], req("/sample"))).resolves.toBeUndefined();
  });
});
