import type { IncomingMessage } from "node:http";
import { codeFromScan } from "#core/checkpoint-code.ts";
import { POSTER_DATA_ID, type PosterPreviewData, posterDetail } from "#core/poster-preview.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { checkpointPreview } from "#server/modules/events/service.ts";
import { joinPaint, posterHeading } from "./form-paint.ts";
import { escapeHtml } from "./page-paint.ts";
import { addressKey, clientAddress } from "./plumbing.ts";
import { hasSessionCookie } from "./static.ts";

/**
 * For `/scan` (server/http/router.ts). A poster link opened without a session (`/scan?code=…`)
 * is a first-timer on the day's weakest link. The SPA shell it gets already names the checkpoint
 * and holds the join form, laid out where the join screen will put them, so the rider can join
 * before ~200 KB of script arrive; the preview rides along as data, so the join screen does not ask
 * for it again (docs/decisions/009-poster-first-load.md, 018-weak-link-first-minute.md).
 *
 * The paint is page-paint.ts's frame: it leaves with the start-up splash (app/root.tsx).
 * `GET /scan` spends no guessing budget (any web page can make a browser send it, with an <img>):
 * an unknown code spends only the paint's own budget (scanPaintIp) and is handed over as null so
 * the screen does not ask again; an address over that budget, or a database that does not answer,
 * gets the plain shell, and the screen asks through GraphQL as usual.
 */
export async function posterPaint(
  req: IncomingMessage,
  deps: Pick<AppDeps, "db" | "limits" | "trustProxy" | "logger">,
): Promise<string | null> {
  if (hasSessionCookie(req)) return null;
  const code = codeFromScan(new URL(req.url ?? "/", "http://x").searchParams.get("code") ?? "");
  if (!code) return null;
  try {
    const { preview, refused, replaced } = await checkpointPreview(deps, {
      code,
      keys: [["scanPaintIp", addressKey(clientAddress(req, deps.trustProxy))]],
    });
    if (refused) return null;
    // No preview handed over: the screen asks GraphQL, which says replaced too and spends nothing.
    if (replaced) return paintReplaced(code, replaced) + data(code, null, true);
    return (preview ? paint(code, preview) : "") + data(code, preview);
  } catch (error) {
    deps.logger.warn({ err: error }, "poster paint skipped");
    return null;
  }
}

/**
 * The join screen: the checkpoint named, and the nickname form that works before the scripts do
 * (form-paint.ts); it comes back here once joined, as the app's join screen does.
 */
function paint(code: string, preview: PosterPreviewData): string {
  return joinPaint({
    heading: posterHeading(),
    preview:
      `<p class="poster-preview"><strong>${escapeHtml(preview.name)}</strong> · ${escapeHtml(preview.eventName)}<br/>` +
      `<span class="muted small">${escapeHtml(posterDetail(preview))}</span></p>`,
    back: `/scan?${new URLSearchParams({ code })}`,
  });
}

/** The join screen for a reissued checkpoint's old code: it says so, with the signed-in words. */
function paintReplaced(code: string, message: string): string {
  return joinPaint({
    heading: posterHeading(),
    preview: `<p class="muted poster-preview">${escapeHtml(message)}</p>`,
    back: `/scan?${new URLSearchParams({ code })}`,
  });
}

/** JSON in a data block: "<" escaped, so no text closes the element early. */
function data(code: string, preview: PosterPreviewData | null, replaced = false): string {
  const json = JSON.stringify(replaced ? { code, replaced } : { code, preview }).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${POSTER_DATA_ID}">${json}</script>`;
}
