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

export type CheckpointInput = {
  /** Empty: every category. */
  categories: Array<Category>;
  description: string;
  name: string;
  questionCount: number;
  secondsPerQuestion: number;
};

export type CheckpointRefInput = {
  checkpointId: string | number;
};

export type ClaimSetupLinkInput = {
  /** Also close the demo event (a real install's first organizer is offered this). */
  closeDemo: boolean;
  token: string;
};

export type CreateCheckpointInput = {
  checkpoint: CheckpointInput;
  eventId: string | number;
};

export type CreateEventInput = {
  event: EventInput;
};

export type CreateOwnQuestionInput = {
  eventId: string | number;
  question: OwnQuestionInput;
};

/** The side of the road an event's riders keep to. */
export type DrivesOn =
  | 'LEFT'
  | 'RIGHT';

export type EventInput = {
  drivesOn: DrivesOn;
  endsAt?: string | null | undefined;
  isDefault: boolean;
  name: string;
  revealMode: RevealMode;
  startsAt?: string | null | undefined;
  timeZone: string;
};

export type EventRefInput = {
  eventId: string | number;
};

export type HideRiderInput = {
  eventId: string | number;
  /** false shows the rider again. */
  hidden: boolean;
  userId: string | number;
};

export type ImportOwnQuestionsInput = {
  eventId: string | number;
  /** CSV or JSON (docs/organizers.md#the-console), told apart by the file name's extension. */
  file: File | Blob;
};

export type JoinInput = {
  /** The code of the poster the rider came from: its event's own refused words and taken names apply. */
  checkpointCode?: string | null | undefined;
  displayName: string;
};

/** A signed-in guest adds an email and password to the same account (progress kept). */
export type KeepProgressInput = {
  acceptTerms: boolean;
  email: string;
  password: string;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type NextQuestionInput = {
  attemptId: string | number;
};

export type OwnQuestionInput = {
  category: Category;
  /** Checkpoints of the same event to pin it to. */
  checkpointIds: Array<string | number>;
  /** 2 to 4 choices. */
  choices: Array<string>;
  /** Zero-based index into choices. */
  correct: number;
  explanation: string;
  prompt: string;
};

export type OwnQuestionRefInput = {
  questionId: string | number;
};

export type RegisterInput = {
  acceptTerms: boolean;
  /** The code of the poster the rider came from: its event's own refused words and taken names apply. */
  checkpointCode?: string | null | undefined;
  displayName: string;
  email: string;
  password: string;
  phone?: string | null | undefined;
};

export type RenameRiderInput = {
  /** Null or empty gives the rider back their own name. */
  displayName?: string | null | undefined;
  eventId: string | number;
  userId: string | number;
};

/** When riders see the correct choice and explanation of their answers (docs/product.md#reveal-mode). */
export type RevealMode =
  /** Right after each answer: fun rides. */
  | 'AFTER_EACH_ANSWER'
  /** Once the event closes (closed by the organizer, or its endsAt passed): competitive rides. */
  | 'AT_CLOSE';

export type Role =
  /** Everything an organizer may, on every event. */
  | 'ADMIN'
  | 'ORGANIZER'
  | 'RIDER';

export type SetRefusedWordsInput = {
  eventId: string | number;
  /** The whole list (an empty one clears it); each 2-24 characters, matched however spelled. */
  words: Array<string>;
};

export type StartAttemptInput = {
  /** The checkpoint's code, from its QR or typed. */
  code: string;
};

export type SubmitAnswerInput = {
  attemptId: string | number;
  /** Null: no answer (the time ran out). */
  choiceId?: string | number | null | undefined;
  questionId: string | number;
  /** The phone's own measure from the question appearing to the tap; only an answer received after the limit uses it. */
  tappedAfterMs?: number | null | undefined;
};

export type UpdateCheckpointInput = {
  checkpoint: CheckpointInput;
  checkpointId: string | number;
};

export type UpdateEventInput = {
  event: EventInput;
  eventId: string | number;
};

export type UploadAvatarInput = {
  file: File | Blob;
};

/** Where a rider stands at one checkpoint: joined (scanned), answering, or done. */
export type VisitState =
  | 'FINISHED'
  | 'IN_PROGRESS'
  | 'SCANNED';

export type VoidAttemptInput = {
  attemptId: string | number;
  /** false restores the attempt's points. */
  voided: boolean;
};

export type EventProgressQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
}>;


export type EventProgressQuery = { eventProgress: { checkpointsDone: number, checkpointsTotal: number, totalScore: number | null, rank: number | null, riders: number, answersHidden: boolean, revealsAt: string | null, event: { id: string, name: string, startsAt: string | null, endsAt: string | null, checkpointCount: number } } | null };

export type CheckpointPreviewQueryVariables = Exact<{
  code: string;
}>;


export type CheckpointPreviewQuery = { checkpointPreview: { name: string, eventName: string, questionCount: number, secondsPerQuestion: number } | null };

export type LeaderboardFieldsFragment = { eventId: string, riders: number, updatedAt: string, answersHidden: boolean, revealsAt: string | null, entries: Array<{ rank: number, userId: string, displayName: string, nameTag: string | null, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null }>, me: { rank: number, userId: string, displayName: string, nameTag: string | null, score: number, checkpointsDone: number, totalTimeMs: number, lastFinishedAt: string | null } | null } & { ' $fragmentName'?: 'LeaderboardFieldsFragment' };

export type LeaderboardQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
  first?: number | null | undefined;
}>;


export type LeaderboardQuery = { leaderboard: { ' $fragmentRefs'?: { 'LeaderboardFieldsFragment': LeaderboardFieldsFragment } } | null };

export type LeaderboardChangedSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type LeaderboardChangedSubscription = { leaderboardChanged: { ' $fragmentRefs'?: { 'LeaderboardFieldsFragment': LeaderboardFieldsFragment } } };

export type OrganizerEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizerEventsQuery = { organizerEvents: Array<{ id: string, name: string, startsAt: string | null, endsAt: string | null, closedAt: string | null, isDefault: boolean, isDemo: boolean, revealMode: RevealMode }> };

export type OrganizerEventQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizerEventQuery = { organizerEvent: { id: string, name: string, startsAt: string | null, endsAt: string | null, timeZone: string, drivesOn: DrivesOn, revealMode: RevealMode, isDefault: boolean, isDemo: boolean, closedAt: string | null, answersRevealed: boolean, attemptCount: number, checkpoints: Array<{ id: string, name: string, description: string, code: string, categories: Array<Category>, questionCount: number, secondsPerQuestion: number, closedAt: string | null, pinnedQuestionIds: Array<string> }>, ownQuestions: Array<{ id: string, prompt: string, choices: Array<string>, correct: number, explanation: string, category: Category, checkpointIds: Array<string> }> } | null };

export type OrganizerResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizerResultsQuery = { organizerResults: { eventId: string, timeZone: string, tieRule: string, checkpoints: Array<{ id: string, name: string }>, rows: Array<{ rank: number, rankLabel: string, displayName: string, nameTag: string | null, score: number, rightAnswers: number, checkpointsDone: number, checkpointScores: Array<number | null>, totalTimeMs: number, lastFinish: string | null }> } | null };

export type SetupLinkValidQueryVariables = Exact<{
  token: string;
}>;


export type SetupLinkValidQuery = { setupLinkValid: boolean };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventMutation = { createEvent: { ok: boolean, fieldErrors: Array<{ field: string, message: string }>, event: { id: string } | null } };

export type UpdateEventMutationVariables = Exact<{
  input: UpdateEventInput;
}>;


export type UpdateEventMutation = { updateEvent: { ok: boolean, fieldErrors: Array<{ field: string, message: string }>, event: { id: string } | null } };

export type CloseEventMutationVariables = Exact<{
  input: EventRefInput;
}>;


export type CloseEventMutation = { closeEvent: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type ReopenEventMutationVariables = Exact<{
  input: EventRefInput;
}>;


export type ReopenEventMutation = { reopenEvent: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type DeleteEventMutationVariables = Exact<{
  input: EventRefInput;
}>;


export type DeleteEventMutation = { deleteEvent: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type CreateCheckpointMutationVariables = Exact<{
  input: CreateCheckpointInput;
}>;


export type CreateCheckpointMutation = { createCheckpoint: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type UpdateCheckpointMutationVariables = Exact<{
  input: UpdateCheckpointInput;
}>;


export type UpdateCheckpointMutation = { updateCheckpoint: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type CloseCheckpointMutationVariables = Exact<{
  input: CheckpointRefInput;
}>;


export type CloseCheckpointMutation = { closeCheckpoint: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type ReopenCheckpointMutationVariables = Exact<{
  input: CheckpointRefInput;
}>;


export type ReopenCheckpointMutation = { reopenCheckpoint: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type ReissueCheckpointCodeMutationVariables = Exact<{
  input: CheckpointRefInput;
}>;


export type ReissueCheckpointCodeMutation = { reissueCheckpointCode: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type DeleteCheckpointMutationVariables = Exact<{
  input: CheckpointRefInput;
}>;


export type DeleteCheckpointMutation = { deleteCheckpoint: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type CreateOwnQuestionMutationVariables = Exact<{
  input: CreateOwnQuestionInput;
}>;


export type CreateOwnQuestionMutation = { createOwnQuestion: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type DeleteOwnQuestionMutationVariables = Exact<{
  input: OwnQuestionRefInput;
}>;


export type DeleteOwnQuestionMutation = { deleteOwnQuestion: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type ImportOwnQuestionsMutationVariables = Exact<{
  input: ImportOwnQuestionsInput;
}>;


export type ImportOwnQuestionsMutation = { importOwnQuestions: { ok: boolean, imported: number, fieldErrors: Array<{ field: string, message: string }> } };

export type ClaimSetupLinkMutationVariables = Exact<{
  input: ClaimSetupLinkInput;
}>;


export type ClaimSetupLinkMutation = { claimSetupLink: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type SubmitAnswerMutationVariables = Exact<{
  input: SubmitAnswerInput;
}>;


export type SubmitAnswerMutation = { submitAnswer: { ok: boolean, outcome: { ' $fragmentRefs'?: { 'OutcomeFieldsFragment': OutcomeFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type ServedQuestionFieldsFragment = { attemptId: string, questionId: string, index: number, total: number, category: Category, prompt: string, secondsPerQuestion: number, servedAt: string, deadline: string, serverNow: string, picture: { url: string, alt: string, mirrored: boolean } | null, choices: Array<{ id: string, label: string, text: string }>, outcome: { ' $fragmentRefs'?: { 'OutcomeFieldsFragment': OutcomeFieldsFragment } } | null } & { ' $fragmentName'?: 'ServedQuestionFieldsFragment' };

export type OutcomeFieldsFragment = { questionId: string, choiceId: string | null, correct: boolean | null, timedOut: boolean, late: boolean, correctChoiceId: string | null, explanation: string | null, answersHidden: boolean, revealsAt: string | null, points: number | null, attemptFinished: boolean } & { ' $fragmentName'?: 'OutcomeFieldsFragment' };

export type AttemptSummaryFieldsFragment = { id: string, currentIndex: number, total: number, startedAt: string, finishedAt: string | null, score: number | null, correctCount: number | null, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } & { ' $fragmentName'?: 'AttemptSummaryFieldsFragment' };

export type CurrentQuestionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentQuestionQuery = { currentQuestion: { ' $fragmentRefs'?: { 'ServedQuestionFieldsFragment': ServedQuestionFieldsFragment } } | null };

export type AttemptQueryVariables = Exact<{
  id: string | number;
}>;


export type AttemptQuery = { attempt: { id: string, startedAt: string, finishedAt: string | null, score: number | null, correctCount: number | null, total: number, totalTimeMs: number, elapsedMs: number, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number, event: { id: string, name: string, checkpointCount: number } }, answers: Array<{ index: number, questionId: string, category: Category, prompt: string, choiceId: string | null, correctChoiceId: string | null, correct: boolean | null, timedOut: boolean, late: boolean, explanation: string | null, answersHidden: boolean, revealsAt: string | null, points: number | null, timeMs: number, elapsedMs: number, picture: { url: string, alt: string, mirrored: boolean } | null, choices: Array<{ id: string, label: string, text: string }> }> } | null };

export type StartAttemptMutationVariables = Exact<{
  input: StartAttemptInput;
}>;


export type StartAttemptMutation = { startAttempt: { ok: boolean, attempt: { ' $fragmentRefs'?: { 'AttemptSummaryFieldsFragment': AttemptSummaryFieldsFragment } } | null, question: { ' $fragmentRefs'?: { 'ServedQuestionFieldsFragment': ServedQuestionFieldsFragment } } | null, flow: { ' $fragmentRefs'?: { 'FlowFieldsFragment': FlowFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type NextQuestionMutationVariables = Exact<{
  input: NextQuestionInput;
}>;


export type NextQuestionMutation = { nextQuestion: { ok: boolean, question: { ' $fragmentRefs'?: { 'ServedQuestionFieldsFragment': ServedQuestionFieldsFragment } } | null, flow: { ' $fragmentRefs'?: { 'FlowFieldsFragment': FlowFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type SampleQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SampleQuestionsQuery = { sampleQuestions: Array<{ id: string, category: Category, prompt: string, correctChoiceId: string, explanation: string, secondsPerQuestion: number, picture: { url: string, alt: string, mirrored: boolean } | null, choices: Array<{ id: string, label: string, text: string }> }> };

export type UserFieldsFragment = { id: string, email: string | null, displayName: string, phone: string | null, role: Role, rulesAcceptedAt: string | null, avatarUrl: string | null, createdAt: string, isGuest: boolean } & { ' $fragmentName'?: 'UserFieldsFragment' };

export type FlowFieldsFragment = { rulesAccepted: boolean, finishedAttempts: number, lastFinishedAttemptId: string | null, attemptInProgress: { id: string, currentIndex: number, total: number, questionsServed: number, startedAt: string, finishedAt: string | null, score: number | null, correctCount: number | null, checkpoint: { id: string, name: string, description: string, questionCount: number, secondsPerQuestion: number } } | null } & { ' $fragmentName'?: 'FlowFieldsFragment' };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { me: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, flow: { ' $fragmentRefs'?: { 'FlowFieldsFragment': FlowFieldsFragment } } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { ok: boolean, token: string | null, user: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string, suggestion: string | null }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { ok: boolean, token: string | null, user: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type JoinMutationVariables = Exact<{
  input: JoinInput;
}>;


export type JoinMutation = { join: { ok: boolean, token: string | null, user: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string, suggestion: string | null }> } };

export type KeepProgressMutationVariables = Exact<{
  input: KeepProgressInput;
}>;


export type KeepProgressMutation = { keepProgress: { ok: boolean, token: string | null, user: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean } };

export type AcceptRulesMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptRulesMutation = { acceptRules: { ok: boolean, flow: { ' $fragmentRefs'?: { 'FlowFieldsFragment': FlowFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type UploadAvatarMutationVariables = Exact<{
  input: UploadAvatarInput;
}>;


export type UploadAvatarMutation = { uploadAvatar: { ok: boolean, user: { ' $fragmentRefs'?: { 'UserFieldsFragment': UserFieldsFragment } } | null, fieldErrors: Array<{ field: string, message: string }> } };

export type BoardChangedSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type BoardChangedSubscription = { leaderboardChanged: { eventId: string, updatedAt: string, board: { eventName: string, closed: boolean, answersHidden: boolean, revealsAt: string | null, riders: number, entries: Array<{ rank: number, userId: string, displayName: string, nameTag: string | null, score: number, checkpointsDone: number }>, finishes: Array<{ attemptId: string, displayName: string, checkpointName: string, score: number | null, finishedAt: string }> } } };

export type AttendanceQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AttendanceQuery = { attendance: { checkpoints: Array<{ checkpointId: string, name: string, position: number, scanned: number, started: number, finished: number, inProgress: number, lastSeenAt: string | null }>, riders: Array<{ userId: string, displayName: string, hidden: boolean, lastSeenAt: string, visits: Array<{ checkpointId: string, attemptId: string, state: VisitState, startedAt: string, finishedAt: string | null, lastSeenAt: string, score: number, voided: boolean }> }> } | null };

export type RollCallQueryVariables = Exact<{
  eventId: string | number;
  afterMinutes: number;
}>;


export type RollCallQuery = { rollCall: Array<{ userId: string, displayName: string, hidden: boolean, finishedAt: string, minutesSince: number, finishedCheckpoint: { checkpointId: string, name: string, position: number }, nextCheckpoint: { checkpointId: string, name: string, position: number } }> | null };

export type ModeratedRidersQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ModeratedRidersQuery = { refusedWords: Array<string>, moderatedRiders: Array<{ userId: string, ownName: string, displayName: string | null, hidden: boolean, matchesWord: string | null }> };

export type QuestionReportQueryVariables = Exact<{
  eventId: string | number;
}>;


export type QuestionReportQuery = { questionReport: { csv: string, rows: Array<{ questionId: string, prompt: string, category: Category, served: number, answered: number, right: number, percentRight: number, medianTimeMs: number | null, topWrongChoice: { id: string, text: string, count: number } | null }> } | null };

export type HideRiderMutationVariables = Exact<{
  input: HideRiderInput;
}>;


export type HideRiderMutation = { hideRider: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type RenameRiderMutationVariables = Exact<{
  input: RenameRiderInput;
}>;


export type RenameRiderMutation = { renameRider: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type SetRefusedWordsMutationVariables = Exact<{
  input: SetRefusedWordsInput;
}>;


export type SetRefusedWordsMutation = { setRefusedWords: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

export type VoidAttemptMutationVariables = Exact<{
  input: VoidAttemptInput;
}>;


export type VoidAttemptMutation = { voidAttempt: { ok: boolean, fieldErrors: Array<{ field: string, message: string }> } };

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
export const LeaderboardFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeaderboardFields on Leaderboard {
  eventId
  riders
  updatedAt
  answersHidden
  revealsAt
  entries {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
  me {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
}
    `, {"fragmentName":"LeaderboardFields"}) as unknown as TypedDocumentString<LeaderboardFieldsFragment, unknown>;
export const OutcomeFieldsFragmentDoc = new TypedDocumentString(`
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
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
    mirrored
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
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
  points
  attemptFinished
}`, {"fragmentName":"ServedQuestionFields"}) as unknown as TypedDocumentString<ServedQuestionFieldsFragment, unknown>;
export const AttemptSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AttemptSummaryFields on Attempt {
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
  isGuest
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
    questionsServed
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
export const EventProgressDocument = new TypedDocumentString(`
    query EventProgress($eventId: ID) {
  eventProgress(eventId: $eventId) {
    checkpointsDone
    checkpointsTotal
    totalScore
    rank
    riders
    answersHidden
    revealsAt
    event {
      id
      name
      startsAt
      endsAt
      checkpointCount
    }
  }
}
    `, {"hash":"8608e9765ec3dac0a1543cc0bd77479989df2047aae2b5cf0888376b04f53e87"}) as unknown as TypedDocumentString<EventProgressQuery, EventProgressQueryVariables>;
export const CheckpointPreviewDocument = new TypedDocumentString(`
    query CheckpointPreview($code: String!) {
  checkpointPreview(code: $code) {
    name
    eventName
    questionCount
    secondsPerQuestion
  }
}
    `, {"hash":"1e0f5494b453c244674c6846102781567aec4f26ab0bb9a5a79b511b20417504"}) as unknown as TypedDocumentString<CheckpointPreviewQuery, CheckpointPreviewQueryVariables>;
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
  answersHidden
  revealsAt
  entries {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
  me {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
}`, {"hash":"119e52212db9203ca87cda02302fdaa9d9bd26c629c8f23fb5bfddf558908b0d"}) as unknown as TypedDocumentString<LeaderboardQuery, LeaderboardQueryVariables>;
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
  answersHidden
  revealsAt
  entries {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
  me {
    rank
    userId
    displayName
    nameTag
    score
    checkpointsDone
    totalTimeMs
    lastFinishedAt
  }
}`, {"hash":"36a4a73fe2579a6e70570bf2486be0334077124aa50d5440e06de0b9f58f3150"}) as unknown as TypedDocumentString<LeaderboardChangedSubscription, LeaderboardChangedSubscriptionVariables>;
export const OrganizerEventsDocument = new TypedDocumentString(`
    query OrganizerEvents {
  organizerEvents {
    id
    name
    startsAt
    endsAt
    closedAt
    isDefault
    isDemo
    revealMode
  }
}
    `, {"hash":"df1f44cf0faaecafa713aeb7142890cf152fd98ccb2800cc6b752d5e1e32a78b"}) as unknown as TypedDocumentString<OrganizerEventsQuery, OrganizerEventsQueryVariables>;
export const OrganizerEventDocument = new TypedDocumentString(`
    query OrganizerEvent($id: ID!) {
  organizerEvent(id: $id) {
    id
    name
    startsAt
    endsAt
    timeZone
    drivesOn
    revealMode
    isDefault
    isDemo
    closedAt
    answersRevealed
    attemptCount
    checkpoints {
      id
      name
      description
      code
      categories
      questionCount
      secondsPerQuestion
      closedAt
      pinnedQuestionIds
    }
    ownQuestions {
      id
      prompt
      choices
      correct
      explanation
      category
      checkpointIds
    }
  }
}
    `, {"hash":"6b55140496d854b982d44fa14057d041df455dfc4661de10beb59cf603c48042"}) as unknown as TypedDocumentString<OrganizerEventQuery, OrganizerEventQueryVariables>;
export const OrganizerResultsDocument = new TypedDocumentString(`
    query OrganizerResults($id: ID!) {
  organizerResults(eventId: $id) {
    eventId
    timeZone
    tieRule
    checkpoints {
      id
      name
    }
    rows {
      rank
      rankLabel
      displayName
      nameTag
      score
      rightAnswers
      checkpointsDone
      checkpointScores
      totalTimeMs
      lastFinish
    }
  }
}
    `, {"hash":"fbb5a46c3facbf1c02025d160b4ec649a2045a2d5a222e098cb7612280290ad1"}) as unknown as TypedDocumentString<OrganizerResultsQuery, OrganizerResultsQueryVariables>;
export const SetupLinkValidDocument = new TypedDocumentString(`
    query SetupLinkValid($token: String!) {
  setupLinkValid(token: $token)
}
    `, {"hash":"81dcf8365cb9de9b728e0bfcdc00903268fcac1672e9abe88f1db19ca6f06fa3"}) as unknown as TypedDocumentString<SetupLinkValidQuery, SetupLinkValidQueryVariables>;
export const CreateEventDocument = new TypedDocumentString(`
    mutation CreateEvent($input: CreateEventInput!) {
  createEvent(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
    event {
      id
    }
  }
}
    `, {"hash":"1e5f2eb9f2094bea36bc2699e5ff2cdb9193734621c756ea9b6911dd90a6eba1"}) as unknown as TypedDocumentString<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = new TypedDocumentString(`
    mutation UpdateEvent($input: UpdateEventInput!) {
  updateEvent(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
    event {
      id
    }
  }
}
    `, {"hash":"9054eef966b8c523471fe9e1fe489387906006ba02354bbb32edad48ed386715"}) as unknown as TypedDocumentString<UpdateEventMutation, UpdateEventMutationVariables>;
export const CloseEventDocument = new TypedDocumentString(`
    mutation CloseEvent($input: EventRefInput!) {
  closeEvent(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"a2f35b0110df62005024cf67dab2570a98c4be3c2a1e3a7b4c174845292044fc"}) as unknown as TypedDocumentString<CloseEventMutation, CloseEventMutationVariables>;
export const ReopenEventDocument = new TypedDocumentString(`
    mutation ReopenEvent($input: EventRefInput!) {
  reopenEvent(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"1255ce59797935e9cfd93b1685f5de3faa571ecc007aa4067dcfcb9263e1d808"}) as unknown as TypedDocumentString<ReopenEventMutation, ReopenEventMutationVariables>;
export const DeleteEventDocument = new TypedDocumentString(`
    mutation DeleteEvent($input: EventRefInput!) {
  deleteEvent(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"6c1b34f2cea8832d73881d8e04ee93b1dc5f113b5dc4151f82dc051fe8888c88"}) as unknown as TypedDocumentString<DeleteEventMutation, DeleteEventMutationVariables>;
export const CreateCheckpointDocument = new TypedDocumentString(`
    mutation CreateCheckpoint($input: CreateCheckpointInput!) {
  createCheckpoint(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"b1717711fb1055198e7119789a378b976ea6dda9f7b7092b5c24d00286e834f7"}) as unknown as TypedDocumentString<CreateCheckpointMutation, CreateCheckpointMutationVariables>;
export const UpdateCheckpointDocument = new TypedDocumentString(`
    mutation UpdateCheckpoint($input: UpdateCheckpointInput!) {
  updateCheckpoint(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"c29b7e27c743343489b033cde25b82547f847870d111e57c7de8392a2be64772"}) as unknown as TypedDocumentString<UpdateCheckpointMutation, UpdateCheckpointMutationVariables>;
export const CloseCheckpointDocument = new TypedDocumentString(`
    mutation CloseCheckpoint($input: CheckpointRefInput!) {
  closeCheckpoint(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"9969e98aff6ce398d2d88ef6faa661fc725726e1e8d3dc8755bc0733a7bee199"}) as unknown as TypedDocumentString<CloseCheckpointMutation, CloseCheckpointMutationVariables>;
export const ReopenCheckpointDocument = new TypedDocumentString(`
    mutation ReopenCheckpoint($input: CheckpointRefInput!) {
  reopenCheckpoint(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"4e87a185e1f76c8a28faec8111512c342e0e434da803f2e35e3ed11d33ff142e"}) as unknown as TypedDocumentString<ReopenCheckpointMutation, ReopenCheckpointMutationVariables>;
export const ReissueCheckpointCodeDocument = new TypedDocumentString(`
    mutation ReissueCheckpointCode($input: CheckpointRefInput!) {
  reissueCheckpointCode(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"8bf7874760c0b9015d31a051d7b28fcdcbcf932432134240e5bff859b0c87d61"}) as unknown as TypedDocumentString<ReissueCheckpointCodeMutation, ReissueCheckpointCodeMutationVariables>;
export const DeleteCheckpointDocument = new TypedDocumentString(`
    mutation DeleteCheckpoint($input: CheckpointRefInput!) {
  deleteCheckpoint(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"162957a843953c474177325cd4f4d4fbafd964ad70ff6d2541fa3e9394136a28"}) as unknown as TypedDocumentString<DeleteCheckpointMutation, DeleteCheckpointMutationVariables>;
export const CreateOwnQuestionDocument = new TypedDocumentString(`
    mutation CreateOwnQuestion($input: CreateOwnQuestionInput!) {
  createOwnQuestion(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"34291d4cdce37438ad2932f63d26b602b70697d887ad69563126ef5151ed8e6c"}) as unknown as TypedDocumentString<CreateOwnQuestionMutation, CreateOwnQuestionMutationVariables>;
export const DeleteOwnQuestionDocument = new TypedDocumentString(`
    mutation DeleteOwnQuestion($input: OwnQuestionRefInput!) {
  deleteOwnQuestion(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"95eb8af87b2fb0afd7d29bf3299e3780df8022cc04a36f9e1b8504a3c78a7bee"}) as unknown as TypedDocumentString<DeleteOwnQuestionMutation, DeleteOwnQuestionMutationVariables>;
export const ImportOwnQuestionsDocument = new TypedDocumentString(`
    mutation ImportOwnQuestions($input: ImportOwnQuestionsInput!) {
  importOwnQuestions(input: $input) {
    ok
    imported
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"ac0b8ff31a3eaacdd5a174583f1a246c7822ea764f4bcbbd6bacccecbda4f729"}) as unknown as TypedDocumentString<ImportOwnQuestionsMutation, ImportOwnQuestionsMutationVariables>;
export const ClaimSetupLinkDocument = new TypedDocumentString(`
    mutation ClaimSetupLink($input: ClaimSetupLinkInput!) {
  claimSetupLink(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"d760b9d2e2680604020cb3cd00e63cd08a19c6536764035523bdb2d7db1d2b9a"}) as unknown as TypedDocumentString<ClaimSetupLinkMutation, ClaimSetupLinkMutationVariables>;
export const SubmitAnswerDocument = new TypedDocumentString(`
    mutation SubmitAnswer($input: SubmitAnswerInput!) {
  submitAnswer(input: $input) {
    ok
    outcome {
      ...OutcomeFields
    }
    fieldErrors {
      field
      message
    }
  }
}
    fragment OutcomeFields on AnswerOutcome {
  questionId
  choiceId
  correct
  timedOut
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
  points
  attemptFinished
}`, {"hash":"a3da6a1ccfbd153fde9b6595b6f87a54c5015e108ebae9e92f3751991e811459"}) as unknown as TypedDocumentString<SubmitAnswerMutation, SubmitAnswerMutationVariables>;
export const CurrentQuestionDocument = new TypedDocumentString(`
    query CurrentQuestion {
  currentQuestion {
    ...ServedQuestionFields
  }
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
    mirrored
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
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
  points
  attemptFinished
}`, {"hash":"447dba2920b1b59ceee5f42c96b6ea4f9e7a6f668223398b415e00c6865e8a34"}) as unknown as TypedDocumentString<CurrentQuestionQuery, CurrentQuestionQueryVariables>;
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
      late
      explanation
      answersHidden
      revealsAt
      points
      timeMs
      elapsedMs
      picture {
        url
        alt
        mirrored
      }
      choices {
        id
        label
        text
      }
    }
  }
}
    `, {"hash":"43455ed67fb495dae5018ac3b88f052c8478c248bae1eacbca22eab62c75ddbb"}) as unknown as TypedDocumentString<AttemptQuery, AttemptQueryVariables>;
export const StartAttemptDocument = new TypedDocumentString(`
    mutation StartAttempt($input: StartAttemptInput!) {
  startAttempt(input: $input) {
    ok
    attempt {
      ...AttemptSummaryFields
    }
    question {
      ...ServedQuestionFields
    }
    flow {
      ...FlowFields
    }
    fieldErrors {
      field
      message
    }
  }
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
    mirrored
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
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
  points
  attemptFinished
}
fragment AttemptSummaryFields on Attempt {
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
fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    questionsServed
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
}`, {"hash":"3d2f4fc6f2253d4c0e827418811e3e33700fa230411cea259fd94710a77ca1d5"}) as unknown as TypedDocumentString<StartAttemptMutation, StartAttemptMutationVariables>;
export const NextQuestionDocument = new TypedDocumentString(`
    mutation NextQuestion($input: NextQuestionInput!) {
  nextQuestion(input: $input) {
    ok
    question {
      ...ServedQuestionFields
    }
    flow {
      ...FlowFields
    }
    fieldErrors {
      field
      message
    }
  }
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
    mirrored
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
  late
  correctChoiceId
  explanation
  answersHidden
  revealsAt
  points
  attemptFinished
}
fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    questionsServed
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
}`, {"hash":"e604c69c51277c05b6ffd3f71a5023bddbe7740f63a591203644468f9d0d9d32"}) as unknown as TypedDocumentString<NextQuestionMutation, NextQuestionMutationVariables>;
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
      mirrored
    }
    choices {
      id
      label
      text
    }
  }
}
    `, {"hash":"3ed97c22c8474ea6263ec83ffe40c46dc97a529d59378b1806fdd4f8f06997be"}) as unknown as TypedDocumentString<SampleQuestionsQuery, SampleQuestionsQueryVariables>;
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
  isGuest
}
fragment FlowFields on Flow {
  rulesAccepted
  finishedAttempts
  lastFinishedAttemptId
  attemptInProgress {
    id
    currentIndex
    total
    questionsServed
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
}`, {"hash":"62c77394c5482eb8c44e7bc927f657bef51b459b96c11379f7c101928c82bc82"}) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      field
      message
      suggestion
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
  isGuest
}`, {"hash":"7e336c49bf37451d291cebfced6688c20c3d1494921adcd973fd7be71c1bea83"}) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      field
      message
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
  isGuest
}`, {"hash":"a82d8e89d28bc88c58b61b10dd4404ebe5524900539af99e7aeb5c6b83892e3f"}) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const JoinDocument = new TypedDocumentString(`
    mutation Join($input: JoinInput!) {
  join(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      field
      message
      suggestion
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
  isGuest
}`, {"hash":"c707452aabd70f2c705bf0e677e4e4cf8a7c122ecabacc2473d700036c853a63"}) as unknown as TypedDocumentString<JoinMutation, JoinMutationVariables>;
export const KeepProgressDocument = new TypedDocumentString(`
    mutation KeepProgress($input: KeepProgressInput!) {
  keepProgress(input: $input) {
    ok
    token
    user {
      ...UserFields
    }
    fieldErrors {
      field
      message
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
  isGuest
}`, {"hash":"e3cb364ccc36cc75a86cae58a100de2840df3072f1d8d963f1623a3546cdf434"}) as unknown as TypedDocumentString<KeepProgressMutation, KeepProgressMutationVariables>;
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
    ok
    flow {
      ...FlowFields
    }
    fieldErrors {
      field
      message
    }
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
    questionsServed
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
}`, {"hash":"1bee230e91f5a3ba2429c811fab7cdb12e92aaceecfe90fd1afc070cbc9ddce6"}) as unknown as TypedDocumentString<AcceptRulesMutation, AcceptRulesMutationVariables>;
export const UploadAvatarDocument = new TypedDocumentString(`
    mutation UploadAvatar($input: UploadAvatarInput!) {
  uploadAvatar(input: $input) {
    ok
    user {
      ...UserFields
    }
    fieldErrors {
      field
      message
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
  isGuest
}`, {"hash":"b8ccda58b97480e246ee5910fc85e3387c105ee9b0ea958ffb4dbd3a1308a21a"}) as unknown as TypedDocumentString<UploadAvatarMutation, UploadAvatarMutationVariables>;
export const BoardChangedDocument = new TypedDocumentString(`
    subscription BoardChanged($eventId: ID!) {
  leaderboardChanged(eventId: $eventId) {
    eventId
    updatedAt
    board {
      eventName
      closed
      answersHidden
      revealsAt
      riders
      entries {
        rank
        userId
        displayName
        nameTag
        score
        checkpointsDone
      }
      finishes {
        attemptId
        displayName
        checkpointName
        score
        finishedAt
      }
    }
  }
}
    `, {"hash":"52b5c699933afe180a8afb73b703c355feb5fe52d02604b9953a9004edb7df91"}) as unknown as TypedDocumentString<BoardChangedSubscription, BoardChangedSubscriptionVariables>;
export const AttendanceDocument = new TypedDocumentString(`
    query Attendance($eventId: ID!) {
  attendance(eventId: $eventId) {
    checkpoints {
      checkpointId
      name
      position
      scanned
      started
      finished
      inProgress
      lastSeenAt
    }
    riders {
      userId
      displayName
      hidden
      lastSeenAt
      visits {
        checkpointId
        attemptId
        state
        startedAt
        finishedAt
        lastSeenAt
        score
        voided
      }
    }
  }
}
    `, {"hash":"3ff0333026a48385df1640dc1d9a0ab22dd13300c9af9f877a380c0c175eca04"}) as unknown as TypedDocumentString<AttendanceQuery, AttendanceQueryVariables>;
export const RollCallDocument = new TypedDocumentString(`
    query RollCall($eventId: ID!, $afterMinutes: Int!) {
  rollCall(eventId: $eventId, afterMinutes: $afterMinutes) {
    userId
    displayName
    hidden
    finishedAt
    minutesSince
    finishedCheckpoint {
      checkpointId
      name
      position
    }
    nextCheckpoint {
      checkpointId
      name
      position
    }
  }
}
    `, {"hash":"39c42884a1a23d27c4aeb8e6e7f29bad1753b05bffd3f3a075e79727edfd2a5c"}) as unknown as TypedDocumentString<RollCallQuery, RollCallQueryVariables>;
export const ModeratedRidersDocument = new TypedDocumentString(`
    query ModeratedRiders($eventId: ID!) {
  moderatedRiders(eventId: $eventId) {
    userId
    ownName
    displayName
    hidden
    matchesWord
  }
  refusedWords(eventId: $eventId)
}
    `, {"hash":"666f4d3eb2f2c03e03f8c983b634f6a7c0e0eb023ac4c73ec82c5db4437872ef"}) as unknown as TypedDocumentString<ModeratedRidersQuery, ModeratedRidersQueryVariables>;
export const QuestionReportDocument = new TypedDocumentString(`
    query QuestionReport($eventId: ID!) {
  questionReport(eventId: $eventId) {
    csv
    rows {
      questionId
      prompt
      category
      served
      answered
      right
      percentRight
      medianTimeMs
      topWrongChoice {
        id
        text
        count
      }
    }
  }
}
    `, {"hash":"217ff399a25135dfb28bc15900de7b0ace0494b9edad11bec77214b35b5e984b"}) as unknown as TypedDocumentString<QuestionReportQuery, QuestionReportQueryVariables>;
export const HideRiderDocument = new TypedDocumentString(`
    mutation HideRider($input: HideRiderInput!) {
  hideRider(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"f04c946196615728d74094bb84389f615da8b1eaaeb6a1bad41133fb8ad171bc"}) as unknown as TypedDocumentString<HideRiderMutation, HideRiderMutationVariables>;
export const RenameRiderDocument = new TypedDocumentString(`
    mutation RenameRider($input: RenameRiderInput!) {
  renameRider(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"09bdb14f71ab8e6006d5614e86a4dcd0e99dc5d1e81236e42f28a38ec0a4307c"}) as unknown as TypedDocumentString<RenameRiderMutation, RenameRiderMutationVariables>;
export const SetRefusedWordsDocument = new TypedDocumentString(`
    mutation SetRefusedWords($input: SetRefusedWordsInput!) {
  setRefusedWords(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"d41a9c93ca9ca42645f60606cc95d8cc4f066e84d03bb7f2fe6f70f099ee744c"}) as unknown as TypedDocumentString<SetRefusedWordsMutation, SetRefusedWordsMutationVariables>;
export const VoidAttemptDocument = new TypedDocumentString(`
    mutation VoidAttempt($input: VoidAttemptInput!) {
  voidAttempt(input: $input) {
    ok
    fieldErrors {
      field
      message
    }
  }
}
    `, {"hash":"faf3fff2d99f7ee41a657f1f59eb3ed1f3ed22244324f82524eb89eb22533ae1"}) as unknown as TypedDocumentString<VoidAttemptMutation, VoidAttemptMutationVariables>;