import { notFound } from "#app/platform/routing/guard-runner.ts";
import type { GuardFn } from "#app/platform/routing/guards.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { isValidCode, normalizeCode } from "#core/checkpoint-code.ts";
import { isUuid } from "#core/validation.ts";

/** `?event=` must be an event id; `?join=`, when given, a checkpoint code (the QR's). */
const boardParams: GuardFn = ({ url }) => {
  const event = url.searchParams.get("event");
  const join = url.searchParams.get("join");
  if (event === null || !isUuid(event)) notFound();
  if (join !== null && !isValidCode(normalizeCode(join))) notFound();
};

/**
 * Anyone may open a board (docs/decisions/020-board-and-moderation.md): no sign-in guard. It fills
 * the screen. Read by the clientLoader's guard runner and tests/unit/route-guards.test.ts.
 */
export const handle = { guards: [boardParams], fullScreen: true } satisfies RouteHandle;
