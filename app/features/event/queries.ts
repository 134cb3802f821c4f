import { queryOptions } from "@tanstack/react-query";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import { isGraphQLClientError } from "#app/platform/data/client-error.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { parseJsonObject, request } from "#app/platform/data/transport.ts";
import { POSTER_DATA_ID, type PosterPreviewData } from "#core/poster-preview.ts";
import { eventKeys } from "./keys.ts";

const EventProgressDocument = graphql(`
  query EventProgress($eventId: ID) {
    eventProgress(eventId: $eventId) {
      checkpointsDone checkpointsTotal totalScore rank riders answersHidden revealsAt
      event { id name startsAt endsAt checkpointCount }
    }
  }
`);

/** Checkpoints done X of Y, total score, rank; refreshed when an attempt finishes or on reconnect. */
export function eventProgressQueryOptions(eventId: string | null = null) {
  return queryOptions({
    queryKey: eventKeys.progress(eventId),
    queryFn: ({ signal }) => request(EventProgressDocument, { eventId }, { signal }),
    staleTime: STALE.LIVE,
  });
}

const CheckpointPreviewDocument = graphql(`
  query CheckpointPreview($code: String!) {
    checkpointPreview(code: $code) { name eventName questionCount secondsPerQuestion }
  }
`);

/**
 * The preview the server wrote into a poster link's page (server/http/poster-paint.ts), when it is
 * for this code; undefined otherwise (then the query asks).
 */
function previewFromPage(code: string): PosterPreviewData | null | undefined {
  const text = typeof document === "undefined" ? null : document.getElementById(POSTER_DATA_ID)?.textContent;
  const kept = text ? parseJsonObject(text) : null;
  if (kept?.code !== code) return undefined;
  const preview = kept.preview;
  if (preview === null) return null;
  // Anything but a whole preview: the query asks the server instead.
  if (typeof preview !== "object" || !preview) return undefined;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(preview));
  const { name, eventName, questionCount, secondsPerQuestion } = fields;
  if (
    typeof name !== "string" ||
    typeof eventName !== "string" ||
    typeof questionCount !== "number" ||
    typeof secondsPerQuestion !== "number"
  )
    return undefined;
  return { name, eventName, questionCount, secondsPerQuestion };
}

/**
 * The server's message when a poster's code was replaced by the organizer (a CODE_REPLACED error,
 * server/modules/events/resolvers.ts); null for any other outcome.
 */
export function replacedCodeMessage(error: unknown): string | null {
  if (!isGraphQLClientError(error)) return null;
  return error.graphQLErrors.find((e) => e.extensions?.code === "CODE_REPLACED")?.message ?? null;
}

/** What a poster's code leads to, for the join screen; asked signed out, null for an unknown code. */
export function checkpointPreviewQueryOptions(code: string) {
  return queryOptions({
    queryKey: eventKeys.preview(code),
    queryFn: ({ signal }) => request(CheckpointPreviewDocument, { code }, { signal }).then((r) => r.checkpointPreview),
    initialData: () => previewFromPage(code),
    staleTime: STALE.STATIC,
  });
}
