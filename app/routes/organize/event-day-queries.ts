import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import { request } from "#app/platform/data/transport.ts";

// The event day's console views (issue 27, docs/decisions/020-board-and-moderation.md): who is
// where, the roll-call, moderation and the per-question report. Organizer-only on the server.

const AttendanceDocument = graphql(`
  query Attendance($eventId: ID!) {
    attendance(eventId: $eventId) {
      checkpoints { checkpointId name position scanned started finished inProgress lastSeenAt }
      riders { userId displayName hidden lastSeenAt visits { checkpointId attemptId state startedAt finishedAt lastSeenAt score voided } }
    }
  }
`);

const RollCallDocument = graphql(`
  query RollCall($eventId: ID!, $afterMinutes: Int!) {
    rollCall(eventId: $eventId, afterMinutes: $afterMinutes) {
      userId displayName hidden finishedAt minutesSince
      finishedCheckpoint { checkpointId name position }
      nextCheckpoint { checkpointId name position }
    }
  }
`);

const ModeratedRidersDocument = graphql(`
  query ModeratedRiders($eventId: ID!) {
    moderatedRiders(eventId: $eventId) { userId ownName displayName hidden matchesWord }
    refusedWords(eventId: $eventId)
  }
`);

const QuestionReportDocument = graphql(`
  query QuestionReport($eventId: ID!) {
    questionReport(eventId: $eventId) {
      csv
      rows { questionId prompt category served answered right percentRight medianTimeMs topWrongChoice { id text count } }
    }
  }
`);

const HideRiderDocument = graphql(`
  mutation HideRider($input: HideRiderInput!) { hideRider(input: $input) { ok fieldErrors { field message } } }
`);
const RenameRiderDocument = graphql(`
  mutation RenameRider($input: RenameRiderInput!) { renameRider(input: $input) { ok fieldErrors { field message } } }
`);
const SetRefusedWordsDocument = graphql(`
  mutation SetRefusedWords($input: SetRefusedWordsInput!) { setRefusedWords(input: $input) { ok fieldErrors { field message } } }
`);
const VoidAttemptDocument = graphql(`
  mutation VoidAttempt($input: VoidAttemptInput!) { voidAttempt(input: $input) { ok fieldErrors { field message } } }
`);

/** Who is where changes with every scan and answer, which the live feed does not carry: read every 15 s. */
const EVENT_DAY_REFRESH_MS = 15_000;

const eventDayKeys = {
  all: ["event-day"] as const,
  of: (eventId: string, what: string, ...more: (string | number)[]) => [...eventDayKeys.all, eventId, what, ...more] as const,
};

export const attendanceQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventDayKeys.of(eventId, "attendance"),
    queryFn: ({ signal }) => request(AttendanceDocument, { eventId }, { signal }).then((d) => d.attendance),
    refetchInterval: EVENT_DAY_REFRESH_MS,
  });

export const rollCallQueryOptions = (eventId: string, afterMinutes: number) =>
  queryOptions({
    queryKey: eventDayKeys.of(eventId, "roll-call", afterMinutes),
    queryFn: ({ signal }) => request(RollCallDocument, { eventId, afterMinutes }, { signal }).then((d) => d.rollCall ?? []),
    refetchInterval: EVENT_DAY_REFRESH_MS,
  });

export const moderatedRidersQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventDayKeys.of(eventId, "riders"),
    queryFn: ({ signal }) => request(ModeratedRidersDocument, { eventId }, { signal }),
  });

export const questionReportQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventDayKeys.of(eventId, "report"),
    queryFn: ({ signal }) => request(QuestionReportDocument, { eventId }, { signal }).then((d) => d.questionReport),
  });

interface Outcome {
  ok: boolean;
  fieldErrors: { field: string; message: string }[];
}

/** The moderation mutations; each refreshes the event day's views once done. */
export function useModeration() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<Outcome>) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await send();
      if (!outcome.ok) setError(outcome.fieldErrors.map((e) => e.message).join(" "));
      await queryClient.invalidateQueries({ queryKey: eventDayKeys.all });
      return outcome.ok;
    } catch {
      setError("That did not go through. Check the connection and try again.");
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    hide: (eventId: string, userId: string, hidden: boolean) =>
      run(() => request(HideRiderDocument, { input: { eventId, userId, hidden } }).then((d) => d.hideRider)),
    rename: (eventId: string, userId: string, displayName: string) =>
      run(() => request(RenameRiderDocument, { input: { eventId, userId, displayName } }).then((d) => d.renameRider)),
    setWords: (eventId: string, words: string[]) =>
      run(() => request(SetRefusedWordsDocument, { input: { eventId, words } }).then((d) => d.setRefusedWords)),
    void: (attemptId: string, voided: boolean) =>
      run(() => request(VoidAttemptDocument, { input: { attemptId, voided } }).then((d) => d.voidAttempt)),
  };
}

/** Saves text as a file the browser downloads (the report's CSV comes with the report). */
export function saveText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
