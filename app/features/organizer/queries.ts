import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type {
  CheckpointInput,
  EventInput,
  OrganizerEventQuery,
  OrganizerResultsQuery,
  OwnQuestionInput,
} from "#app/graphql/__generated__/graphql.ts";
import { authHeaders } from "#app/platform/data/token-cookie.ts";
import { request } from "#app/platform/data/transport.ts";

// The console's documents (server/modules/organizer/organizer.graphql). Nothing here is kept for
// offline use: an organizer reads what the server holds now.

const EventsDocument = graphql(`
  query OrganizerEvents {
    organizerEvents { id name startsAt endsAt closedAt isDefault isDemo revealMode }
  }
`);

const EventDocument = graphql(`
  query OrganizerEvent($id: ID!) {
    organizerEvent(id: $id) {
      id name startsAt endsAt timeZone drivesOn revealMode isDefault isDemo closedAt answersRevealed attemptCount
      checkpoints { id name description code categories questionCount secondsPerQuestion closedAt pinnedQuestionIds }
      ownQuestions { id prompt choices correct explanation category checkpointIds }
    }
  }
`);

const ResultsDocument = graphql(`
  query OrganizerResults($id: ID!) {
    organizerResults(eventId: $id) {
      eventId timeZone tieRule checkpoints { id name }
      rows { rank rankLabel displayName nameTag score rightAnswers checkpointsDone checkpointScores totalTimeMs lastFinish }
    }
  }
`);

const SetupValidDocument = graphql(`
  query SetupLinkValid($token: String!) { setupLinkValid(token: $token) }
`);

const CreateEventDocument = graphql(`
  mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { ok fieldErrors { field message } event { id } } }
`);
const UpdateEventDocument = graphql(`
  mutation UpdateEvent($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } event { id } } }
`);
const CloseEventDocument = graphql(`
  mutation CloseEvent($input: EventRefInput!) { closeEvent(input: $input) { ok fieldErrors { field message } } }
`);
const ReopenEventDocument = graphql(`
  mutation ReopenEvent($input: EventRefInput!) { reopenEvent(input: $input) { ok fieldErrors { field message } } }
`);
const DeleteEventDocument = graphql(`
  mutation DeleteEvent($input: EventRefInput!) { deleteEvent(input: $input) { ok fieldErrors { field message } } }
`);
const CreateCheckpointDocument = graphql(`
  mutation CreateCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ok fieldErrors { field message } } }
`);
const UpdateCheckpointDocument = graphql(`
  mutation UpdateCheckpoint($input: UpdateCheckpointInput!) { updateCheckpoint(input: $input) { ok fieldErrors { field message } } }
`);
const CloseCheckpointDocument = graphql(`
  mutation CloseCheckpoint($input: CheckpointRefInput!) { closeCheckpoint(input: $input) { ok fieldErrors { field message } } }
`);
const ReopenCheckpointDocument = graphql(`
  mutation ReopenCheckpoint($input: CheckpointRefInput!) { reopenCheckpoint(input: $input) { ok fieldErrors { field message } } }
`);
const ReissueCodeDocument = graphql(`
  mutation ReissueCheckpointCode($input: CheckpointRefInput!) { reissueCheckpointCode(input: $input) { ok fieldErrors { field message } } }
`);
const DeleteCheckpointDocument = graphql(`
  mutation DeleteCheckpoint($input: CheckpointRefInput!) { deleteCheckpoint(input: $input) { ok fieldErrors { field message } } }
`);
const CreateOwnQuestionDocument = graphql(`
  mutation CreateOwnQuestion($input: CreateOwnQuestionInput!) { createOwnQuestion(input: $input) { ok fieldErrors { field message } } }
`);
const DeleteOwnQuestionDocument = graphql(`
  mutation DeleteOwnQuestion($input: OwnQuestionRefInput!) { deleteOwnQuestion(input: $input) { ok fieldErrors { field message } } }
`);
const ImportOwnQuestionsDocument = graphql(`
  mutation ImportOwnQuestions($input: ImportOwnQuestionsInput!) {
    importOwnQuestions(input: $input) { ok imported fieldErrors { field message } }
  }
`);
const ClaimSetupLinkDocument = graphql(`
  mutation ClaimSetupLink($input: ClaimSetupLinkInput!) { claimSetupLink(input: $input) { ok fieldErrors { field message } } }
`);

const keys = {
  all: ["organizer"] as const,
  events: () => [...keys.all, "events"] as const,
  event: (id: string) => [...keys.all, "event", id] as const,
  results: (id: string) => [...keys.all, "results", id] as const,
  setup: (token: string) => [...keys.all, "setup", token] as const,
};

const live = { staleTime: 0, meta: { keptOffline: false } } as const;

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: keys.events(), queryFn: () => request(EventsDocument, {}).then((r) => r.organizerEvents), ...live });

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: keys.event(id), queryFn: () => request(EventDocument, { id }).then((r) => r.organizerEvent), ...live });

export const resultsQueryOptions = (id: string) =>
  queryOptions({ queryKey: keys.results(id), queryFn: () => request(ResultsDocument, { id }).then((r) => r.organizerResults), ...live });

export const setupValidQueryOptions = (token: string) =>
  queryOptions({
    queryKey: keys.setup(token),
    queryFn: () => request(SetupValidDocument, { token }).then((r) => r.setupLinkValid),
    ...live,
  });

export type ConsoleEvent = NonNullable<OrganizerEventQuery["organizerEvent"]>;
export type ConsoleCheckpoint = ConsoleEvent["checkpoints"][number];
export type ConsoleResults = NonNullable<OrganizerResultsQuery["organizerResults"]>;

export interface Outcome {
  ok: boolean;
  fieldErrors: { field: string; message: string }[];
}

/** Every console mutation, by name; run one with useConsoleAction. */
export const consoleActions = {
  createEvent: (input: { event: EventInput }) => request(CreateEventDocument, { input }).then((r) => r.createEvent),
  updateEvent: (input: { eventId: string; event: EventInput }) => request(UpdateEventDocument, { input }).then((r) => r.updateEvent),
  closeEvent: (eventId: string) => request(CloseEventDocument, { input: { eventId } }).then((r) => r.closeEvent),
  reopenEvent: (eventId: string) => request(ReopenEventDocument, { input: { eventId } }).then((r) => r.reopenEvent),
  deleteEvent: (eventId: string) => request(DeleteEventDocument, { input: { eventId } }).then((r) => r.deleteEvent),
  createCheckpoint: (input: { eventId: string; checkpoint: CheckpointInput }) =>
    request(CreateCheckpointDocument, { input }).then((r) => r.createCheckpoint),
  updateCheckpoint: (input: { checkpointId: string; checkpoint: CheckpointInput }) =>
    request(UpdateCheckpointDocument, { input }).then((r) => r.updateCheckpoint),
  closeCheckpoint: (checkpointId: string) => request(CloseCheckpointDocument, { input: { checkpointId } }).then((r) => r.closeCheckpoint),
  reopenCheckpoint: (checkpointId: string) =>
    request(ReopenCheckpointDocument, { input: { checkpointId } }).then((r) => r.reopenCheckpoint),
  reissueCode: (checkpointId: string) => request(ReissueCodeDocument, { input: { checkpointId } }).then((r) => r.reissueCheckpointCode),
  deleteCheckpoint: (checkpointId: string) =>
    request(DeleteCheckpointDocument, { input: { checkpointId } }).then((r) => r.deleteCheckpoint),
  createOwnQuestion: (input: { eventId: string; question: OwnQuestionInput }) =>
    request(CreateOwnQuestionDocument, { input }).then((r) => r.createOwnQuestion),
  deleteOwnQuestion: (questionId: string) => request(DeleteOwnQuestionDocument, { input: { questionId } }).then((r) => r.deleteOwnQuestion),
  importOwnQuestions: (input: { eventId: string; file: File }) =>
    request(ImportOwnQuestionsDocument, { input }).then((r) => r.importOwnQuestions),
  claimSetupLink: (input: { token: string; closeDemo: boolean }) =>
    request(ClaimSetupLinkDocument, { input }).then((r) => r.claimSetupLink),
};

/** One console mutation; a success re-reads everything the console shows (all queries after a claimed link: the role changed). */
export function useConsoleAction<A, R extends Outcome>(action: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (result) => {
      if (!result.ok) return;
      const claimed: unknown = consoleActions.claimSetupLink;
      await queryClient.invalidateQueries(action === claimed ? undefined : { queryKey: keys.all });
    },
  });
}

/** The console's files come with the same bearer token as GraphQL (server/http/downloads.ts), so they are fetched, then saved. */
export async function download(path: string, fileName: string): Promise<string | null> {
  const res = await fetch(path, { headers: authHeaders() });
  if (!res.ok) return (await res.text()) || `Download failed (${res.status}).`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
