import { graphql } from "#app/graphql/__generated__/gql.ts";

// Shared selections: one shape per type, so cache updates from mutations and subscriptions fit
// the queries they replace.
export const UserFieldsFragment = graphql(`
  fragment UserFields on User { id email displayName phone role rulesAcceptedAt avatarUrl createdAt }
`);

// The server limits depth (graphql-armor counts each fragment spread as a level): fragments here
// do not nest more than one spread deep.
export const FlowFieldsFragment = graphql(`
  fragment FlowFields on Flow {
    rulesAccepted
    finishedAttempts
    lastFinishedAttemptId
    attemptInProgress {
      id currentIndex total startedAt finishedAt score correctCount
      checkpoint { id name description questionCount secondsPerQuestion }
    }
  }
`);

export const AttemptSummaryFieldsFragment = graphql(`
  fragment AttemptSummaryFields on AttemptSummary {
    id currentIndex total startedAt finishedAt score correctCount
    checkpoint { id name description questionCount secondsPerQuestion }
  }
`);

export const OutcomeFieldsFragment = graphql(`
  fragment OutcomeFields on AnswerOutcome {
    questionId choiceId correct timedOut correctChoiceId explanation points attemptFinished
  }
`);

export const ServedQuestionFieldsFragment = graphql(`
  fragment ServedQuestionFields on ServedQuestion {
    attemptId questionId index total category prompt secondsPerQuestion servedAt deadline serverNow
    picture { url alt }
    choices { id label text }
    outcome { ...OutcomeFields }
  }
`);

export const LeaderboardFieldsFragment = graphql(`
  fragment LeaderboardFields on Leaderboard {
    eventId riders updatedAt
    entries { ...LeaderboardEntryFields }
    me { ...LeaderboardEntryFields }
  }
`);

export const LeaderboardEntryFieldsFragment = graphql(`
  fragment LeaderboardEntryFields on LeaderboardEntry {
    rank userId displayName score checkpointsDone totalTimeMs lastFinishedAt
  }
`);

export const FieldErrorFieldsFragment = graphql(`
  fragment FieldErrorFields on FieldError { field message }
`);
