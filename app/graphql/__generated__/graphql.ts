/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Category =
  | 'GEAR'
  | 'GROUP_FIRST_AID'
  | 'HAZARDS'
  | 'MAINTENANCE'
  | 'RULES'
  | 'TECHNIQUE';

export type LoginInput = {
  email: string;
  password: string;
};

export type RegisterInput = {
  acceptTerms: boolean;
  displayName: string;
  email: string;
  password: string;
  phone?: string | null | undefined;
};

export type Role =
  | 'ORGANIZER'
  | 'RIDER';

export type EventProgressQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
}>;


export type EventProgressQuery = { eventProgress: { checkpointsDone: number, checkpointsTotal: number, totalScore: number, rank: number | null, riders: number, event: { id: string, name: string, startsAt: string | null, endsAt: string | null, checkpointCount: number } } | null };

export type DefaultEventQueryVariables = Exact<{ [key: string]: never; }>;


export type DefaultEventQuery = { defaultEvent: { id: string, name: string, startsAt: string | null, endsAt: string | null, checkpointCount: number } | null };

export type UserFieldsFragment = { id: string, email: string, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string };

export type FlowFieldsFragment = { rulesAccepted: boolean, finishedAttempts: number, lastFinishedAttemptId: string | null, attemptInProgress: { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number, correctCount: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } | null };

export type AttemptSummaryFieldsFragment = { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number, correctCount: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } };

export type OutcomeFieldsFragment = { questionId: string, choiceId: string | null, correct: boolean, timedOut: boolean, correctChoiceId: string, explanation: string, points: number, attemptFinished: boolean };

export type ServedQuestionFieldsFragment = { attemptId: string, questionId: string, index: number, total: number, category: Category, prompt: string, secondsPerQuestion: number, servedAt: string, deadline: string, serverNow: string, picture: { url: string, alt: string } | null, choices: Array<{ id: string, label: string, text: string }>, outcome: { questionId: string, choiceId: string | null, correct: boolean, timedOut: boolean, correctChoiceId: string, explanation: string, points: number, attemptFinished: boolean } | null };

export type LeaderboardFieldsFragment = { eventId: string, riders: number, updatedAt: string, entries: Array<{ rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null }>, me: { rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null } | null };

export type LeaderboardEntryFieldsFragment = { rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null };

export type FieldErrorFieldsFragment = { field: string, message: string };

export type LeaderboardQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
  first?: number | null | undefined;
}>;


export type LeaderboardQuery = { leaderboard: { eventId: string, riders: number, updatedAt: string, entries: Array<{ rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null }>, me: { rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null } | null } | null };

export type LeaderboardChangedSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type LeaderboardChangedSubscription = { leaderboardChanged: { eventId: string, riders: number, updatedAt: string, entries: Array<{ rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null }>, me: { rank: number, userId: string, displayName: string, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null } | null } };

export type CurrentQuestionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentQuestionQuery = { currentQuestion: { attemptId: string, questionId: string, index: number, total: number, category: Category, prompt: string, secondsPerQuestion: number, servedAt: string, deadline: string, serverNow: string, picture: { url: string, alt: string } | null, choices: Array<{ id: string, label: string, text: string }>, outcome: { questionId: string, choiceId: string | null, correct: boolean, timedOut: boolean, correctChoiceId: string, explanation: string, points: number, attemptFinished: boolean } | null } | null };

export type AttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptQuery = { attempt: { id: string, startedAt: string, finishedAt: string | null, score: number, correctCount: number, total: number, totalTimeMs: number, elapsedMs: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number, event: { id: string, name: string, checkpointCount: number } }, answers: Array<{ index: number, questionId: string, category: Category, prompt: string, choiceId: string | null, correctChoiceId: string, correct: boolean, timedOut: boolean, explanation: string, points: number, timeMs: number, elapsedMs: number, picture: { url: string, alt: string } | null, choices: Array<{ id: string, label: string, text: string }> }> } | null };

export type StartAttemptMutationVariables = Exact<{
  code: string;
}>;


export type StartAttemptMutation = { startAttempt: { ok: boolean, attempt: { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number, correctCount: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type NextQuestionMutationVariables = Exact<{
  attemptId: string | number;
}>;


export type NextQuestionMutation = { nextQuestion: { ok: boolean, question: { attemptId: string, questionId: string, index: number, total: number, category: Category, prompt: string, secondsPerQuestion: number, servedAt: string, deadline: string, serverNow: string, picture: { url: string, alt: string } | null, choices: Array<{ id: string, label: string, text: string }>, outcome: { questionId: string, choiceId: string | null, correct: boolean, timedOut: boolean, correctChoiceId: string, explanation: string, points: number, attemptFinished: boolean } | null } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type SubmitAnswerMutationVariables = Exact<{
  attemptId: string | number;
  questionId: string | number;
  choiceId?: string | number | null | undefined;
}>;


export type SubmitAnswerMutation = { submitAnswer: { ok: boolean, outcome: { questionId: string, choiceId: string | null, correct: boolean, timedOut: boolean, correctChoiceId: string, explanation: string, points: number, attemptFinished: boolean } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type SampleQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SampleQuestionsQuery = { sampleQuestions: Array<{ id: string, category: Category, prompt: string, correctChoiceId: string, explanation: string, secondsPerQuestion: number, picture: { url: string, alt: string } | null, choices: Array<{ id: string, label: string, text: string }> }> };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { me: { id: string, email: string, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string } | null, flow: { rulesAccepted: boolean, finishedAttempts: number, lastFinishedAttemptId: string | null, attemptInProgress: { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number, correctCount: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } | null } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { ok: boolean, token: string | null, user: { id: string, email: string, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { ok: boolean, token: string | null, user: { id: string, email: string, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean } };

export type AcceptRulesMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptRulesMutation = { acceptRules: { rulesAccepted: boolean, finishedAttempts: number, lastFinishedAttemptId: string | null, attemptInProgress: { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number, correctCount: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } | null } | null };

export type UploadAvatarMutationVariables = Exact<{
  file: File | Blob;
}>;


export type UploadAvatarMutation = { uploadAvatar: { ok: boolean, user: { id: string, email: string, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string } | null, fieldErrors: Array<{ field: string, message: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  email
  displayName
  phone
  role
  rulesAcceptedAt
  avatarUrl
  createdAt
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const FlowFieldsFragmentDoc = new TypedDocumentString(`
    fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    startedAt
    finishedAt
    score
    correctCount
    checkpoint {
      id
      name
      description
      questionCount
      secondsPerQuestion
    }
  }
}
    `, {"fragmentName":"FlowFields"}) as unknown as TypedDocumentString<FlowFieldsFragment, unknown>;
export const AttemptSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AttemptSummaryFields on AttemptSummary {
  id
  currentIndex
  total
  startedAt
  finishedAt
  score
  correctCount
  checkpoint {
    id
    name
    description
    questionCount
    secondsPerQuestion
  }
}
    `, {"fragmentName":"AttemptSummaryFields"}) as unknown as TypedDocumentString<AttemptSummaryFieldsFragment, unknown>;
export const OutcomeFieldsFragmentDoc = new TypedDocumentString(`
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  correctChoiceId
  explanation
  points
  attemptFinished
}
    `, {"fragmentName":"OutcomeFields"}) as unknown as TypedDocumentString<OutcomeFieldsFragment, unknown>;
export const ServedQuestionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServedQuestionFields on ServedQuestion {
  attemptId
  questionId
  index
  total
  category
  prompt
  secondsPerQuestion
  servedAt
  deadline
  serverNow
  picture {
    url
    alt
  }
  choices {
    id
    label
    text
  }
  outcome {
    ...OutcomeFields
  }
}
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  correctChoiceId
  explanation
  points
  attemptFinished
}`, {"fragmentName":"ServedQuestionFields"}) as unknown as TypedDocumentString<ServedQuestionFieldsFragment, unknown>;
export const LeaderboardEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeaderboardEntryFields on LeaderboardEntry {
  rank
  userId
  displayName
  score
  checkpointsDone
  totalTimeMs
  lastFinishedAt
}
    `, {"fragmentName":"LeaderboardEntryFields"}) as unknown as TypedDocumentString<LeaderboardEntryFieldsFragment, unknown>;
export const LeaderboardFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeaderboardFields on Leaderboard {
  eventId
  riders
  updatedAt
  entries {
    ...LeaderboardEntryFields
  }
  me {
    ...LeaderboardEntryFields
  }
}
    fragment LeaderboardEntryFields on LeaderboardEntry {
  rank
  userId
  displayName
  score
  checkpointsDone
  totalTimeMs
  lastFinishedAt
}`, {"fragmentName":"LeaderboardFields"}) as unknown as TypedDocumentString<LeaderboardFieldsFragment, unknown>;
export const FieldErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment FieldErrorFields on FieldError {
  field
  message
}
    `, {"fragmentName":"FieldErrorFields"}) as unknown as TypedDocumentString<FieldErrorFieldsFragment, unknown>;
export const EventProgressDocument = new TypedDocumentString(`
    query EventProgress($eventId: ID) {
  eventProgress(eventId: $eventId) {
    checkpointsDone
    checkpointsTotal
    totalScore
    rank
    riders
    event {
      id
      name
      startsAt
      endsAt
      checkpointCount
    }
  }
}
    `, {"hash":"3a44d3cb45900e431fca957aea1ffb8fd10861a3af565adcd71b5cacb08b66b7"}) as unknown as TypedDocumentString<EventProgressQuery, EventProgressQueryVariables>;
export const DefaultEventDocument = new TypedDocumentString(`
    query DefaultEvent {
  defaultEvent {
    id
    name
    startsAt
    endsAt
    checkpointCount
  }
}
    `, {"hash":"b2f10c0426384d437f170cb9891acc0dcb5434cb5281e7342e4cefac978d0130"}) as unknown as TypedDocumentString<DefaultEventQuery, DefaultEventQueryVariables>;
export const LeaderboardDocument = new TypedDocumentString(`
    query Leaderboard($eventId: ID, $first: Int) {
  leaderboard(eventId: $eventId, first: $first) {
    ...LeaderboardFields
  }
}
    fragment LeaderboardFields on Leaderboard {
  eventId
  riders
  updatedAt
  entries {
    ...LeaderboardEntryFields
  }
  me {
    ...LeaderboardEntryFields
  }
}
fragment LeaderboardEntryFields on LeaderboardEntry {
  rank
  userId
  displayName
  score
  checkpointsDone
  totalTimeMs
  lastFinishedAt
}`, {"hash":"bc312e3913867a5e8509886d0adafb607047b5e55adf12716e10f9f4213b7e28"}) as unknown as TypedDocumentString<LeaderboardQuery, LeaderboardQueryVariables>;
export const LeaderboardChangedDocument = new TypedDocumentString(`
    subscription LeaderboardChanged($eventId: ID!) {
  leaderboardChanged(eventId: $eventId) {
    ...LeaderboardFields
  }
}
    fragment LeaderboardFields on Leaderboard {
  eventId
  riders
  updatedAt
  entries {
    ...LeaderboardEntryFields
  }
  me {
    ...LeaderboardEntryFields
  }
}
fragment LeaderboardEntryFields on LeaderboardEntry {
  rank
  userId
  displayName
  score
  checkpointsDone
  totalTimeMs
  lastFinishedAt
}`, {"hash":"f9f92ca6cb9bc2629a4b3cfa44143f7feb6ab2a41c7b1117771722d417b80769"}) as unknown as TypedDocumentString<LeaderboardChangedSubscription, LeaderboardChangedSubscriptionVariables>;
export const CurrentQuestionDocument = new TypedDocumentString(`
    query CurrentQuestion {
  currentQuestion {
    ...ServedQuestionFields
  }
}
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  correctChoiceId
  explanation
  points
  attemptFinished
}
fragment ServedQuestionFields on ServedQuestion {
  attemptId
  questionId
  index
  total
  category
  prompt
  secondsPerQuestion
  servedAt
  deadline
  serverNow
  picture {
    url
    alt
  }
  choices {
    id
    label
    text
  }
  outcome {
    ...OutcomeFields
  }
}`, {"hash":"946b27e55164790f967a6f119f29d53a1cf5429f6903dfb40ef1d857dfb23a9f"}) as unknown as TypedDocumentString<CurrentQuestionQuery, CurrentQuestionQueryVariables>;
export const AttemptDocument = new TypedDocumentString(`
    query Attempt($id: ID!) {
  attempt(id: $id) {
    id
    startedAt
    finishedAt
    score
    correctCount
    total
    totalTimeMs
    elapsedMs
    checkpoint {
      id
      name
      description
      questionCount
      secondsPerQuestion
      event {
        id
        name
        checkpointCount
      }
    }
    answers {
      index
      questionId
      category
      prompt
      choiceId
      correctChoiceId
      correct
      timedOut
      explanation
      points
      timeMs
      elapsedMs
      picture {
        url
        alt
      }
      choices {
        id
        label
        text
      }
    }
  }
}
    `, {"hash":"a3806bf63de14d44161a239a511597d4a70b0fabfc527e09c7cd739af8f87f92"}) as unknown as TypedDocumentString<AttemptQuery, AttemptQueryVariables>;
export const StartAttemptDocument = new TypedDocumentString(`
    mutation StartAttempt($code: String!) {
  startAttempt(code: $code) {
    ok
    attempt {
      ...AttemptSummaryFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment AttemptSummaryFields on AttemptSummary {
  id
  currentIndex
  total
  startedAt
  finishedAt
  score
  correctCount
  checkpoint {
    id
    name
    description
    questionCount
    secondsPerQuestion
  }
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"02396f36e94b6becd0c8f6edfe0722a3cf896bdbcee8b03f24ace5066840ddd9"}) as unknown as TypedDocumentString<StartAttemptMutation, StartAttemptMutationVariables>;
export const NextQuestionDocument = new TypedDocumentString(`
    mutation NextQuestion($attemptId: ID!) {
  nextQuestion(attemptId: $attemptId) {
    ok
    question {
      ...ServedQuestionFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  correctChoiceId
  explanation
  points
  attemptFinished
}
fragment ServedQuestionFields on ServedQuestion {
  attemptId
  questionId
  index
  total
  category
  prompt
  secondsPerQuestion
  servedAt
  deadline
  serverNow
  picture {
    url
    alt
  }
  choices {
    id
    label
    text
  }
  outcome {
    ...OutcomeFields
  }
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"ec57a72547eda51501ff79f129500e555f7f1c00b78b121caf155fe6f71c236f"}) as unknown as TypedDocumentString<NextQuestionMutation, NextQuestionMutationVariables>;
export const SubmitAnswerDocument = new TypedDocumentString(`
    mutation SubmitAnswer($attemptId: ID!, $questionId: ID!, $choiceId: ID) {
  submitAnswer(
    attemptId: $attemptId
    questionId: $questionId
    choiceId: $choiceId
  ) {
    ok
    outcome {
      ...OutcomeFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  correctChoiceId
  explanation
  points
  attemptFinished
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"106441684be4f83fda78d663229018a17e167942a5f06156b85fc8ac171c13ad"}) as unknown as TypedDocumentString<SubmitAnswerMutation, SubmitAnswerMutationVariables>;
export const SampleQuestionsDocument = new TypedDocumentString(`
    query SampleQuestions {
  sampleQuestions {
    id
    category
    prompt
    correctChoiceId
    explanation
    secondsPerQuestion
    picture {
      url
      alt
    }
    choices {
      id
      label
      text
    }
  }
}
    `, {"hash":"437c835ade04b7118a0ff66cfa345903201a873062ce2f479fa7bdc943737694"}) as unknown as TypedDocumentString<SampleQuestionsQuery, SampleQuestionsQueryVariables>;
export const SessionDocument = new TypedDocumentString(`
    query Session {
  me {
    ...UserFields
  }
  flow {
    ...FlowFields
  }
}
    fragment UserFields on User {
  id
  email
  displayName
  phone
  role
  rulesAcceptedAt
  avatarUrl
  createdAt
}
fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    startedAt
    finishedAt
    score
    correctCount
    checkpoint {
      id
      name
      description
      questionCount
      secondsPerQuestion
    }
  }
}`, {"hash":"ca838d8224c317500de04de0fd1c037b625df764a175019d6c0f1d5e88677365"}) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  displayName
  phone
  role
  rulesAcceptedAt
  avatarUrl
  createdAt
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"6638c18e6f2b99aa6e33a31766e1d537a8491ac33921209a81be8f91eabbfbb2"}) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  displayName
  phone
  role
  rulesAcceptedAt
  avatarUrl
  createdAt
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"393fae702af5e2df86dd64402cd9d0851136815d8cd09842be854221b204c869"}) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    ok
  }
}
    `, {"hash":"1df63c317107fabe31181c1e86513d35e6945c1ebe79d19e4f3cc1b8fdc98903"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const AcceptRulesDocument = new TypedDocumentString(`
    mutation AcceptRules {
  acceptRules {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    startedAt
    finishedAt
    score
    correctCount
    checkpoint {
      id
      name
      description
      questionCount
      secondsPerQuestion
    }
  }
}`, {"hash":"a4b4bc778a0063dba4884d01b1eb59566803f2f65a9382257157204ee6c02d72"}) as unknown as TypedDocumentString<AcceptRulesMutation, AcceptRulesMutationVariables>;
export const UploadAvatarDocument = new TypedDocumentString(`
    mutation UploadAvatar($file: File!) {
  uploadAvatar(file: $file) {
    ok
    user {
      ...UserFields
    }
    fieldErrors {
      ...FieldErrorFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  displayName
  phone
  role
  rulesAcceptedAt
  avatarUrl
  createdAt
}
fragment FieldErrorFields on FieldError {
  field
  message
}`, {"hash":"69893cdf65ffb7c5ae4774c74a62a3ece5cc36156edf02b780c0d9a668f6c519"}) as unknown as TypedDocumentString<UploadAvatarMutation, UploadAvatarMutationVariables>;