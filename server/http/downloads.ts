import type { IncomingMessage, ServerResponse } from "node:http";
import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { isOrganizer } from "#server/modules/organizer/guard.ts";
import { PAPER_NAMES } from "#server/modules/organizer/poster-pdf.ts";
import { eventPosters } from "#server/modules/organizer/posters.ts";
import { eventResults, resultsCsv } from "#server/modules/organizer/results.ts";
import { organizerEvent } from "#server/modules/organizer/service.ts";

/** The console's files (docs/organizers.md#the-console): GET with `Authorization: Bearer`, as GraphQL. */
export const DOWNLOADS = { posters: "/downloads/posters.pdf", results: "/downloads/results.csv" } as const;

function plain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function attachment(res: ServerResponse, type: string, fileName: string, body: Buffer | string): void {
  res.statusCode = 200;
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`);
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}

/**
 * Serves a console download. Like GraphQL, the organizer is known only from the bearer token,
 * never from a cookie, so another site cannot make a browser fetch one (docs/decisions/001-auth.md).
 */
export async function serveDownload(req: IncomingMessage, res: ServerResponse, deps: AppDeps, opts: { tls: boolean }): Promise<void> {
  if (req.method !== "GET") return plain(res, 405, "Method not allowed");
  const token = /^Bearer\s+(\S+)$/i.exec((req.headers.authorization ?? "").trim())?.[1];
  const viewer = token ? await viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
  if (!viewer) return plain(res, 401, "Sign in first.");
  if (!isOrganizer(viewer)) return plain(res, 403, "Only an organizer may download this.");
  const url = new URL(req.url ?? "/", "http://x");
  const event = await organizerEvent(deps, { eventId: url.searchParams.get("event") ?? "" });
  if (!event) return plain(res, 404, "No such event.");
  if (url.pathname === DOWNLOADS.results) {
    const csv = resultsCsv(await eventResults(deps, event));
    deps.logger.info({ audit: { action: "downloadResults", by: viewer.id, eventId: event.id } }, "organizer downloadResults");
    return attachment(res, "text/csv; charset=utf-8", `results-${event.name}.csv`, `\uFEFF${csv}`);
  }
  const size = url.searchParams.get("size") ?? "A4";
  const paper = PAPER_NAMES.find((p) => p === size);
  if (!paper) return plain(res, 400, "size must be A4, A5 or A6.");
  // The posters point where the organizer reached the console: the riders' address too.
  const proto = opts.tls || (deps.trustProxy && req.headers["x-forwarded-proto"] === "https") ? "https" : "http";
  const base = new URL(`${proto}://${req.headers.host ?? "localhost"}/`);
  const posters = await eventPosters(deps, {
    eventId: event.id,
    checkpointId: url.searchParams.get("checkpoint"),
    paper,
    base,
  });
  if (!posters) return plain(res, 404, "No open checkpoint to print.");
  deps.logger.info({ audit: { action: "downloadPosters", by: viewer.id, eventId: event.id, size } }, "organizer downloadPosters");
  attachment(res, "application/pdf", posters.fileName, posters.pdf);
}
