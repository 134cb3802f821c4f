import { formatCode } from "#core/checkpoint-code.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { displayHost, type PaperSize, type Poster, renderPosters, scanUrl } from "./poster-pdf.ts";
import { eventCheckpoints, organizerEvent } from "./service.ts";

/**
 * The posters of one checkpoint or of all the event's open ones, on A4, A5 or A6, pointing at
 * `base` (the address the organizer reached the console at). Null when there is nothing to print.
 */
export async function eventPosters(
  deps: Pick<AppDeps, "db" | "now">,
  input: { eventId: string; checkpointId: string | null; paper: PaperSize; base: URL },
): Promise<{ pdf: Buffer; fileName: string } | null> {
  const event = await organizerEvent(deps, input);
  if (!event) return null;
  const now = deps.now();
  const all = await eventCheckpoints(deps, input);
  const chosen = input.checkpointId
    ? all.filter((c) => c.id === input.checkpointId)
    : all.filter((c) => !(c.closesAt && c.closesAt.getTime() <= now));
  if (chosen.length === 0) return null;
  const posters: Poster[] = chosen.map((c) => ({
    eventName: event.name,
    checkpointName: c.name,
    code: formatCode(c.code),
    url: scanUrl(input.base, c.code),
    host: displayHost(input.base),
    demo: event.isDemo,
  }));
  const pdf = await renderPosters(posters, `MotoQuiz posters — ${event.name}`, () => {}, input.paper);
  const one = chosen.length === 1 && input.checkpointId ? `-${formatCode(chosen[0]?.code ?? "")}` : "";
  return { pdf, fileName: `posters${one}-${input.paper}.pdf` };
}
