import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserView } from '../accounts/mappers.ts';
import type { EventRow } from '../events/mappers.ts';
import type { AttemptRow } from '../quiz/mappers.ts';
import type { LeaderboardPage, EventStanding } from '../leaderboard/mappers.ts';
import type { OrganizerEventRow, OrganizerCheckpointRow } from '../organizer/mappers.ts';
import type { BoardView } from '../board/service.ts';
import type { GraphQLContext } from '../deps.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date; output: Date | string; }
  File: { input: File; output: never; }
};

export type AcceptRulesResult = {
  __typename?: 'AcceptRulesResult';
  fieldErrors: Array<FieldError>;
  flow?: Maybe<Flow>;
  ok: Scalars['Boolean']['output'];
};

export type AnswerOutcome = {
  __typename?: 'AnswerOutcome';
  /** True while the event reveals answers only at its close (reveal mode AT_CLOSE) and has not closed. */
  answersHidden: Scalars['Boolean']['output'];
  /** True when this answer finished the attempt. */
  attemptFinished: Scalars['Boolean']['output'];
  choiceId?: Maybe<Scalars['ID']['output']>;
  /** Null while answersHidden: right or wrong would give the key away. */
  correct?: Maybe<Scalars['Boolean']['output']>;
  /** Null while answersHidden. */
  correctChoiceId?: Maybe<Scalars['ID']['output']>;
  /** Null while answersHidden. */
  explanation?: Maybe<Scalars['String']['output']>;
  /** Tapped in time but received after the limit: counted without the speed bonus. */
  late: Scalars['Boolean']['output'];
  /** Null while answersHidden: points per answer tell right from wrong. */
  points?: Maybe<Scalars['Int']['output']>;
  questionId: Scalars['ID']['output'];
  /** While answersHidden: the event's planned end, when they open; null when only the organizer closes it. */
  revealsAt?: Maybe<Scalars['DateTime']['output']>;
  timedOut: Scalars['Boolean']['output'];
};

/** One rider's quiz at one checkpoint, in progress or finished. */
export type Attempt = {
  __typename?: 'Attempt';
  /** The closed answers only: an open question reveals nothing. */
  answers: Array<AttemptAnswer>;
  checkpoint: Checkpoint;
  /** Null while the event hides its answers, like score. */
  correctCount?: Maybe<Scalars['Int']['output']>;
  /** Zero-based index of the question open now, or of the next one to be served. */
  currentIndex: Scalars['Int']['output'];
  /** Sum of the closed answers' elapsedMs. */
  elapsedMs: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Questions served so far; 0 = the start card was not tapped yet. */
  questionsServed: Scalars['Int']['output'];
  /** Null while the event hides its answers (reveal mode AT_CLOSE, before the close): a total tells right from wrong too. */
  score?: Maybe<Scalars['Int']['output']>;
  startedAt: Scalars['DateTime']['output'];
  total: Scalars['Int']['output'];
  totalTimeMs: Scalars['Int']['output'];
};

export type AttemptAnswer = {
  __typename?: 'AttemptAnswer';
  /** True while the event reveals answers only at its close (reveal mode AT_CLOSE) and has not closed. */
  answersHidden: Scalars['Boolean']['output'];
  category: Category;
  choiceId?: Maybe<Scalars['ID']['output']>;
  choices: Array<Choice>;
  /** Null while answersHidden. */
  correct?: Maybe<Scalars['Boolean']['output']>;
  /** Null while answersHidden. */
  correctChoiceId?: Maybe<Scalars['ID']['output']>;
  /** Milliseconds from the server serving the question to receiving the answer: what the rider waited. */
  elapsedMs: Scalars['Int']['output'];
  /** Null while answersHidden. */
  explanation?: Maybe<Scalars['String']['output']>;
  index: Scalars['Int']['output'];
  /** Tapped in time but received after the limit: counted without the speed bonus. */
  late: Scalars['Boolean']['output'];
  picture?: Maybe<Picture>;
  /** Null while answersHidden. */
  points?: Maybe<Scalars['Int']['output']>;
  prompt: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  /** While answersHidden: the event's planned end, when they open; null when only the organizer closes it. */
  revealsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Milliseconds that counted for scoring and tie-breaks: the wait minus the network grace, at most T. */
  timeMs: Scalars['Int']['output'];
  timedOut: Scalars['Boolean']['output'];
};

export type Attendance = {
  __typename?: 'Attendance';
  checkpoints: Array<CheckpointAttendance>;
  riders: Array<RiderAttendance>;
};

export type AuthResult = {
  __typename?: 'AuthResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  token?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

/** What a TV or projector shows of an update (/board?event=…, docs/decisions/020-board-and-moderation.md). */
export type Board = {
  __typename?: 'Board';
  /** An AT_CLOSE event before its close: no standings and no points until then (who finished where still shows). */
  answersHidden: Scalars['Boolean']['output'];
  /** The organizer closed the event or its end passed: the podium shows. */
  closed: Scalars['Boolean']['output'];
  /** The standings' first 200 rows, best first (the TV pages through them); none while answersHidden. */
  entries: Array<LeaderboardEntry>;
  eventName: Scalars['String']['output'];
  /** The latest finishes, newest first. */
  finishes: Array<BoardFinish>;
  /** While answersHidden: the event's planned end; null when only the organizer closes it. */
  revealsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every ranked rider, counted like the standings. */
  riders: Scalars['Int']['output'];
};

/** A rider's finish, for the TV board's ticker. */
export type BoardFinish = {
  __typename?: 'BoardFinish';
  attemptId: Scalars['ID']['output'];
  checkpointName: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  finishedAt: Scalars['DateTime']['output'];
  /** Null while the event hides scores per answer (AT_CLOSE before its close). */
  score?: Maybe<Scalars['Int']['output']>;
};

export type Category =
  | 'GEAR'
  | 'GROUP_FIRST_AID'
  | 'HAZARDS'
  | 'MAINTENANCE'
  | 'RULES'
  | 'TECHNIQUE';

export type Checkpoint = {
  __typename?: 'Checkpoint';
  description: Scalars['String']['output'];
  event: Event;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  questionCount: Scalars['Int']['output'];
  secondsPerQuestion: Scalars['Int']['output'];
};

export type CheckpointAttendance = {
  __typename?: 'CheckpointAttendance';
  checkpointId: Scalars['ID']['output'];
  finished: Scalars['Int']['output'];
  inProgress: Scalars['Int']['output'];
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** 1-based, in the event's checkpoint order. */
  position: Scalars['Int']['output'];
  scanned: Scalars['Int']['output'];
  started: Scalars['Int']['output'];
};

export type CheckpointInput = {
  /** Empty: every category. */
  categories: Array<Category>;
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  questionCount: Scalars['Int']['input'];
  secondsPerQuestion: Scalars['Int']['input'];
};

/** What the join screen shows for a scanned code, signed out. */
export type CheckpointPreview = {
  __typename?: 'CheckpointPreview';
  eventName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  questionCount: Scalars['Int']['output'];
  secondsPerQuestion: Scalars['Int']['output'];
};

export type CheckpointRefInput = {
  checkpointId: Scalars['ID']['input'];
};

export type Choice = {
  __typename?: 'Choice';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ClaimSetupLinkInput = {
  /** Also close the demo event (a real install's first organizer is offered this). */
  closeDemo: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
};

export type ClaimSetupLinkResult = {
  __typename?: 'ClaimSetupLinkResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type CreateCheckpointInput = {
  checkpoint: CheckpointInput;
  eventId: Scalars['ID']['input'];
};

export type CreateEventInput = {
  event: EventInput;
};

export type CreateOwnQuestionInput = {
  eventId: Scalars['ID']['input'];
  question: OwnQuestionInput;
};

export type DeleteResult = {
  __typename?: 'DeleteResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

/** The side of the road an event's riders keep to. */
export type DrivesOn =
  | 'LEFT'
  | 'RIGHT';

export type Event = {
  __typename?: 'Event';
  checkpointCount: Scalars['Int']['output'];
  /** Road pictures are drawn for RIGHT and served mirrored for LEFT. */
  drivesOn: DrivesOn;
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  revealMode: RevealMode;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
};

export type EventInput = {
  drivesOn: DrivesOn;
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  isDefault: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  revealMode: RevealMode;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  timeZone: Scalars['String']['input'];
};

export type EventProgress = {
  __typename?: 'EventProgress';
  /** True while the event hides its answers: no total and no rank until the close. */
  answersHidden: Scalars['Boolean']['output'];
  checkpointsDone: Scalars['Int']['output'];
  checkpointsTotal: Scalars['Int']['output'];
  event: Event;
  /** Null while answersHidden, or before a finished checkpoint. */
  rank?: Maybe<Scalars['Int']['output']>;
  revealsAt?: Maybe<Scalars['DateTime']['output']>;
  riders: Scalars['Int']['output'];
  /** Null while answersHidden. */
  totalScore?: Maybe<Scalars['Int']['output']>;
};

export type EventRefInput = {
  eventId: Scalars['ID']['input'];
};

export type FieldError = {
  __typename?: 'FieldError';
  /** The input field the message is about, e.g. 'email'; 'form' for the whole input. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** A value the server offers instead, e.g. a free nickname near a taken one ("Anna B 2"). */
  suggestion?: Maybe<Scalars['String']['output']>;
};

export type Flow = {
  __typename?: 'Flow';
  /** The attempt in progress, if any (at most one is served at a time). */
  attemptInProgress?: Maybe<Attempt>;
  finishedAttempts: Scalars['Int']['output'];
  /** The rider's most recently finished attempt, for /quizresults without ?attempt=. */
  lastFinishedAttemptId?: Maybe<Scalars['ID']['output']>;
  rulesAccepted: Scalars['Boolean']['output'];
};

export type HideRiderInput = {
  eventId: Scalars['ID']['input'];
  /** false shows the rider again. */
  hidden: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

export type ImportOwnQuestionsInput = {
  eventId: Scalars['ID']['input'];
  /** CSV or JSON (docs/organizers.md#the-console), told apart by the file name's extension. */
  file: Scalars['File']['input'];
};

export type ImportOwnQuestionsResult = {
  __typename?: 'ImportOwnQuestionsResult';
  /** Every problem of the file, each naming its line (CSV) or item (JSON) and field; nothing is stored when there is one. */
  fieldErrors: Array<FieldError>;
  imported: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
};

export type JoinInput = {
  /** The code of the poster the rider came from: its event's own refused words and taken names apply. */
  checkpointCode?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
};

/** A signed-in guest adds an email and password to the same account (progress kept). */
export type KeepProgressInput = {
  acceptTerms: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type KeepProgressResult = {
  __typename?: 'KeepProgressResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  /** A fresh session token: the guest's one stops working once the account has credentials. */
  token?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

/** A page of an event's standings, best first. */
export type Leaderboard = {
  __typename?: 'Leaderboard';
  /**
   * True while the event hides its answers (reveal mode AT_CLOSE, before the close): no entries and no
   * me, since totals and ranks tell right from wrong (docs/security.md#reveal-modes); riders still counts.
   */
  answersHidden: Scalars['Boolean']['output'];
  /** The TV board: the same update as the leaderboard, read once per update for every TV (the live fan-out). */
  board: Board;
  entries: Array<LeaderboardEntry>;
  eventId: Scalars['ID']['output'];
  /** The signed-in rider's own row, also when outside the page. */
  me?: Maybe<LeaderboardEntry>;
  pageInfo: PageInfo;
  /** While answersHidden: the event's planned end, when the board opens; null when only the organizer closes it. */
  revealsAt?: Maybe<Scalars['DateTime']['output']>;
  riders: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type LeaderboardEntry = {
  __typename?: 'LeaderboardEntry';
  checkpointsDone: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  lastFinishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A short stable tag (from the user id) when another rider of the event shares the display name; null otherwise. */
  nameTag?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  totalTimeMs: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LogoutResult = {
  __typename?: 'LogoutResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

/** A rider of an event as the organizer moderates them. */
export type ModeratedRider = {
  __typename?: 'ModeratedRider';
  /** The organizer's name for them in this event; null: their own. */
  displayName?: Maybe<Scalars['String']['output']>;
  hidden: Scalars['Boolean']['output'];
  /** The word of the event's own refused list the shown name matches (added after the rider joined), or null. */
  matchesWord?: Maybe<Scalars['String']['output']>;
  /** The name the rider chose. */
  ownName: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type ModerationResult = {
  __typename?: 'ModerationResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptRules: AcceptRulesResult;
  /** Makes the signed-in user the first organizer: needs no organizer role, only the link printed at start. */
  claimSetupLink: ClaimSetupLinkResult;
  closeCheckpoint: OrganizerCheckpointResult;
  closeEvent: OrganizerEventResult;
  createCheckpoint: OrganizerCheckpointResult;
  createEvent: OrganizerEventResult;
  createOwnQuestion: OwnQuestionResult;
  deleteCheckpoint: DeleteResult;
  deleteEvent: DeleteResult;
  deleteOwnQuestion: DeleteResult;
  /** Organizers only. A hidden rider still plays but shows on no board, result or report. */
  hideRider: ModerationResult;
  importOwnQuestions: ImportOwnQuestionsResult;
  /** A guest account (nickname only) and its session, like register. */
  join: AuthResult;
  keepProgress: KeepProgressResult;
  login: AuthResult;
  logout: LogoutResult;
  nextQuestion: NextQuestionResult;
  register: AuthResult;
  /** A new code; the old one's poster then says it was replaced. */
  reissueCheckpointCode: OrganizerCheckpointResult;
  /** Organizers only. The new name shows on every board of the event within about 2 s. */
  renameRider: ModerationResult;
  reopenCheckpoint: OrganizerCheckpointResult;
  reopenEvent: OrganizerEventResult;
  /** Organizers only. Riders already in the event keep their names; moderatedRiders marks those that match. */
  setRefusedWords: RefusedWordsResult;
  startAttempt: StartAttemptResult;
  submitAnswer: SubmitAnswerResult;
  updateCheckpoint: OrganizerCheckpointResult;
  updateEvent: OrganizerEventResult;
  updateOwnQuestion: OwnQuestionResult;
  uploadAvatar: UploadAvatarResult;
  /** Organizers only. A voided attempt's points leave the standings. */
  voidAttempt: ModerationResult;
};


export type MutationClaimSetupLinkArgs = {
  input: ClaimSetupLinkInput;
};


export type MutationCloseCheckpointArgs = {
  input: CheckpointRefInput;
};


export type MutationCloseEventArgs = {
  input: EventRefInput;
};


export type MutationCreateCheckpointArgs = {
  input: CreateCheckpointInput;
};


export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


export type MutationCreateOwnQuestionArgs = {
  input: CreateOwnQuestionInput;
};


export type MutationDeleteCheckpointArgs = {
  input: CheckpointRefInput;
};


export type MutationDeleteEventArgs = {
  input: EventRefInput;
};


export type MutationDeleteOwnQuestionArgs = {
  input: OwnQuestionRefInput;
};


export type MutationHideRiderArgs = {
  input: HideRiderInput;
};


export type MutationImportOwnQuestionsArgs = {
  input: ImportOwnQuestionsInput;
};


export type MutationJoinArgs = {
  input: JoinInput;
};


export type MutationKeepProgressArgs = {
  input: KeepProgressInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationNextQuestionArgs = {
  input: NextQuestionInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationReissueCheckpointCodeArgs = {
  input: CheckpointRefInput;
};


export type MutationRenameRiderArgs = {
  input: RenameRiderInput;
};


export type MutationReopenCheckpointArgs = {
  input: CheckpointRefInput;
};


export type MutationReopenEventArgs = {
  input: EventRefInput;
};


export type MutationSetRefusedWordsArgs = {
  input: SetRefusedWordsInput;
};


export type MutationStartAttemptArgs = {
  input: StartAttemptInput;
};


export type MutationSubmitAnswerArgs = {
  input: SubmitAnswerInput;
};


export type MutationUpdateCheckpointArgs = {
  input: UpdateCheckpointInput;
};


export type MutationUpdateEventArgs = {
  input: UpdateEventInput;
};


export type MutationUpdateOwnQuestionArgs = {
  input: UpdateOwnQuestionInput;
};


export type MutationUploadAvatarArgs = {
  input: UploadAvatarInput;
};


export type MutationVoidAttemptArgs = {
  input: VoidAttemptInput;
};

export type NextQuestionInput = {
  attemptId: Scalars['ID']['input'];
};

export type NextQuestionResult = {
  __typename?: 'NextQuestionResult';
  fieldErrors: Array<FieldError>;
  /** Where the rider stands once this question is served (a started attempt keeps the rider on it). */
  flow?: Maybe<Flow>;
  ok: Scalars['Boolean']['output'];
  /** Null when the attempt is finished. */
  question?: Maybe<ServedQuestion>;
};

export type OrganizerCheckpoint = {
  __typename?: 'OrganizerCheckpoint';
  /** Empty: every category. */
  categories: Array<Category>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Printed form, XXXX-XXXX. */
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The event's own questions pinned here: served before the public bank fills the rest. */
  pinnedQuestionIds: Array<Scalars['ID']['output']>;
  questionCount: Scalars['Int']['output'];
  secondsPerQuestion: Scalars['Int']['output'];
};

export type OrganizerCheckpointResult = {
  __typename?: 'OrganizerCheckpointResult';
  checkpoint?: Maybe<OrganizerCheckpoint>;
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

/** An event as its organizer sees it. */
export type OrganizerEvent = {
  __typename?: 'OrganizerEvent';
  /** An at-close event whose answers riders have seen: it can no longer reopen. */
  answersRevealed: Scalars['Boolean']['output'];
  /** Attempts started at its checkpoints: deleting the event deletes them too. */
  attemptCount: Scalars['Int']['output'];
  checkpoints: Array<OrganizerCheckpoint>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  drivesOn: DrivesOn;
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** The demo event, for trying the app: say so, close or delete it in one click. */
  isDemo: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ownQuestions: Array<OwnQuestion>;
  revealMode: RevealMode;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** IANA time zone the results and the console show times in, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['output'];
};

export type OrganizerEventResult = {
  __typename?: 'OrganizerEventResult';
  event?: Maybe<OrganizerEvent>;
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

export type OrganizerResults = {
  __typename?: 'OrganizerResults';
  checkpoints: Array<ResultCheckpoint>;
  eventId: Scalars['ID']['output'];
  rows: Array<ResultRow>;
  /** How ties are broken, as stated on the rules screen and in the file. */
  tieRule: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

/** A question the organizer wrote for one event: never in the public bank, never in another event. */
export type OwnQuestion = {
  __typename?: 'OwnQuestion';
  category: Category;
  checkpointIds: Array<Scalars['ID']['output']>;
  choices: Array<Scalars['String']['output']>;
  /** Zero-based index into choices. */
  correct: Scalars['Int']['output'];
  explanation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  prompt: Scalars['String']['output'];
};

export type OwnQuestionInput = {
  category: Category;
  /** Checkpoints of the same event to pin it to. */
  checkpointIds: Array<Scalars['ID']['input']>;
  /** 2 to 4 choices. */
  choices: Array<Scalars['String']['input']>;
  /** Zero-based index into choices. */
  correct: Scalars['Int']['input'];
  explanation: Scalars['String']['input'];
  prompt: Scalars['String']['input'];
};

export type OwnQuestionRefInput = {
  questionId: Scalars['ID']['input'];
};

export type OwnQuestionResult = {
  __typename?: 'OwnQuestionResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  question?: Maybe<OwnQuestion>;
};

/** Cursor paging: pass `endCursor` as `after` to get the next page. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Picture = {
  __typename?: 'Picture';
  alt: Scalars['String']['output'];
  /** A road scene without text: it may be shown mirrored for traffic on the other side. */
  mirrorable: Scalars['Boolean']['output'];
  /** Show it mirrored (CSS scaleX(-1)): a mirrorable picture served for an event that drives on the LEFT. */
  mirrored: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The rider's own attempt; null for a malformed, unknown or someone else's id. */
  attempt?: Maybe<Attempt>;
  /** Organizers only. Null for an unknown event. */
  attendance?: Maybe<Attendance>;
  /** Allowed signed out; null for an unknown code; a reissued checkpoint's old code is a CODE_REPLACED error. Rate-limited like code guessing. */
  checkpointPreview?: Maybe<CheckpointPreview>;
  /** Null before the start tap or when nothing is open; reading it starts no clock. */
  currentQuestion?: Maybe<ServedQuestion>;
  defaultEvent?: Maybe<Event>;
  eventProgress?: Maybe<EventProgress>;
  flow?: Maybe<Flow>;
  /**
   * Defaults to the default event (the one shown) when eventId is omitted. `first` is 1–100;
   * page on with `after: pageInfo.endCursor`.
   */
  leaderboard?: Maybe<Leaderboard>;
  me?: Maybe<User>;
  /** Organizers only: every rider with an attempt in the event. */
  moderatedRiders: Array<ModeratedRider>;
  /** Null for an unknown id. Organizers only. */
  organizerEvent?: Maybe<OrganizerEvent>;
  /** Every event, newest first. Organizers only. */
  organizerEvents: Array<OrganizerEvent>;
  /** Null for an unknown id. Organizers only. */
  organizerResults?: Maybe<OrganizerResults>;
  /** Organizers only. Null for an unknown event. */
  questionReport?: Maybe<QuestionReport>;
  /** Organizers only: the event's own words refused in a rider's name at join, beside the built-in ones. */
  refusedWords: Array<Scalars['String']['output']>;
  /** Organizers only: riders missing for afterMinutes (0–1440) since their last finish, longest first. */
  rollCall?: Maybe<Array<RollCallEntry>>;
  sampleQuestions: Array<SampleQuestion>;
  /** Whether this setup link can still make its user the first organizer (no organizer yet, unused). */
  setupLinkValid: Scalars['Boolean']['output'];
};


export type QueryAttemptArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAttendanceArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryCheckpointPreviewArgs = {
  code: Scalars['String']['input'];
};


export type QueryEventProgressArgs = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLeaderboardArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  eventId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryModeratedRidersArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryOrganizerEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizerResultsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryQuestionReportArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryRefusedWordsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryRollCallArgs = {
  afterMinutes: Scalars['Int']['input'];
  eventId: Scalars['ID']['input'];
};


export type QuerySetupLinkValidArgs = {
  token: Scalars['String']['input'];
};

export type QuestionReport = {
  __typename?: 'QuestionReport';
  /** The same rows as CSV (RFC 4180, CRLF). */
  csv: Scalars['String']['output'];
  /** Hardest first. */
  rows: Array<QuestionReportRow>;
};

/** How riders did on one question served in the event. */
export type QuestionReportRow = {
  __typename?: 'QuestionReportRow';
  /** A choice was made (a time-out is served, not answered). */
  answered: Scalars['Int']['output'];
  category: Category;
  medianTimeMs?: Maybe<Scalars['Int']['output']>;
  /** Right answers of those served, 0–100. */
  percentRight: Scalars['Int']['output'];
  prompt: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  right: Scalars['Int']['output'];
  served: Scalars['Int']['output'];
  topWrongChoice?: Maybe<WrongChoice>;
};

export type RefusedWordsResult = {
  __typename?: 'RefusedWordsResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  /** The list as stored: normalized, one spelling per word. */
  words?: Maybe<Array<Scalars['String']['output']>>;
};

export type RegisterInput = {
  acceptTerms: Scalars['Boolean']['input'];
  /** The code of the poster the rider came from: its event's own refused words and taken names apply. */
  checkpointCode?: InputMaybe<Scalars['String']['input']>;
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type RenameRiderInput = {
  /** Null or empty gives the rider back their own name. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

export type ResultCheckpoint = {
  __typename?: 'ResultCheckpoint';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One rider's line of the results (docs/organizers.md#results). */
export type ResultRow = {
  __typename?: 'ResultRow';
  /** Score per checkpoint, in the order of OrganizerResults.checkpoints; null where not ridden. */
  checkpointScores: Array<Maybe<Scalars['Int']['output']>>;
  checkpointsDone: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  /** The last finish in the event's time zone, YYYY-MM-DD HH:MM:SS. */
  lastFinish?: Maybe<Scalars['String']['output']>;
  /** Four characters that tell riders with the same name apart; null when the name is unique. */
  nameTag?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  /** The rank as printed: a shared rank has an equals sign, e.g. =2. */
  rankLabel: Scalars['String']['output'];
  rightAnswers: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  totalTimeMs: Scalars['Int']['output'];
};

/** When riders see the correct choice and explanation of their answers (docs/product.md#reveal-mode). */
export type RevealMode =
  /** Right after each answer: fun rides. */
  | 'AFTER_EACH_ANSWER'
  /** Once the event closes (closed by the organizer, or its endsAt passed): competitive rides. */
  | 'AT_CLOSE';

export type RiderAttendance = {
  __typename?: 'RiderAttendance';
  /** As the event shows it (the organizer's rename included). */
  displayName: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  visits: Array<Visit>;
};

export type Role =
  /** Everything an organizer may, on every event. */
  | 'ADMIN'
  | 'ORGANIZER'
  | 'RIDER';

/** A rider who finished a checkpoint and has not been seen at the next one (nor any later). */
export type RollCallEntry = {
  __typename?: 'RollCallEntry';
  displayName: Scalars['String']['output'];
  finishedAt: Scalars['DateTime']['output'];
  finishedCheckpoint: CheckpointAttendance;
  hidden: Scalars['Boolean']['output'];
  minutesSince: Scalars['Int']['output'];
  nextCheckpoint: CheckpointAttendance;
  userId: Scalars['ID']['output'];
};

export type SampleQuestion = {
  __typename?: 'SampleQuestion';
  category: Category;
  choices: Array<Choice>;
  correctChoiceId: Scalars['ID']['output'];
  explanation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  picture?: Maybe<Picture>;
  prompt: Scalars['String']['output'];
  secondsPerQuestion: Scalars['Int']['output'];
};

/** A question as served: never carries the correct choice. */
export type ServedQuestion = {
  __typename?: 'ServedQuestion';
  attemptId: Scalars['ID']['output'];
  category: Category;
  choices: Array<Choice>;
  deadline: Scalars['DateTime']['output'];
  /** Zero-based position in the attempt. */
  index: Scalars['Int']['output'];
  /**
   * Set once the question is closed (answered, "no answer", or timed out by the server) and Next was
   * not yet asked for. Null while open, also past its time until something closes it: the phone's
   * own "no answer" at its deadline, or Next.
   */
  outcome?: Maybe<AnswerOutcome>;
  picture?: Maybe<Picture>;
  prompt: Scalars['String']['output'];
  questionId: Scalars['ID']['output'];
  secondsPerQuestion: Scalars['Int']['output'];
  servedAt: Scalars['DateTime']['output'];
  serverNow: Scalars['DateTime']['output'];
  total: Scalars['Int']['output'];
};

export type SetRefusedWordsInput = {
  eventId: Scalars['ID']['input'];
  /** The whole list (an empty one clears it); each 2-24 characters, matched however spelled. */
  words: Array<Scalars['String']['input']>;
};

export type StartAttemptInput = {
  /** The checkpoint's code, from its QR or typed. */
  code: Scalars['String']['input'];
};

export type StartAttemptResult = {
  __typename?: 'StartAttemptResult';
  attempt?: Maybe<Attempt>;
  fieldErrors: Array<FieldError>;
  /** Where the rider stands with the attempt started. */
  flow?: Maybe<Flow>;
  ok: Scalars['Boolean']['output'];
  /** The attempt's open question: null until the start tap serves one. The start card needs no second request. */
  question?: Maybe<ServedQuestion>;
};

export type SubmitAnswerInput = {
  attemptId: Scalars['ID']['input'];
  /** Null: no answer (the time ran out). */
  choiceId?: InputMaybe<Scalars['ID']['input']>;
  questionId: Scalars['ID']['input'];
  /** The phone's own measure from the question appearing to the tap; only an answer received after the limit uses it. */
  tappedAfterMs?: InputMaybe<Scalars['Int']['input']>;
};

export type SubmitAnswerResult = {
  __typename?: 'SubmitAnswerResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  outcome?: Maybe<AnswerOutcome>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The top of the board (first page) and the rider's own row, whenever the standings change. */
  leaderboardChanged: Leaderboard;
};


export type SubscriptionLeaderboardChangedArgs = {
  eventId: Scalars['ID']['input'];
};

export type UpdateCheckpointInput = {
  checkpoint: CheckpointInput;
  checkpointId: Scalars['ID']['input'];
};

export type UpdateEventInput = {
  event: EventInput;
  eventId: Scalars['ID']['input'];
};

export type UpdateOwnQuestionInput = {
  question: OwnQuestionInput;
  questionId: Scalars['ID']['input'];
};

export type UploadAvatarInput = {
  file: Scalars['File']['input'];
};

export type UploadAvatarResult = {
  __typename?: 'UploadAvatarResult';
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type User = {
  __typename?: 'User';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  /** Null for a guest (joined with a nickname only). */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Joined with a nickname only: the session token is the only key until keepProgress adds an email and password. */
  isGuest: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  rulesAcceptedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Visit = {
  __typename?: 'Visit';
  attemptId: Scalars['ID']['output'];
  checkpointId: Scalars['ID']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  lastSeenAt: Scalars['DateTime']['output'];
  score: Scalars['Int']['output'];
  startedAt: Scalars['DateTime']['output'];
  state: VisitState;
  voided: Scalars['Boolean']['output'];
};

/** Where a rider stands at one checkpoint: joined (scanned), answering, or done. */
export type VisitState =
  | 'FINISHED'
  | 'IN_PROGRESS'
  | 'SCANNED';

export type VoidAttemptInput = {
  attemptId: Scalars['ID']['input'];
  /** false restores the attempt's points. */
  voided: Scalars['Boolean']['input'];
};

export type WrongChoice = {
  __typename?: 'WrongChoice';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptRulesResult: ResolverTypeWrapper<Omit<AcceptRulesResult, 'flow'> & { flow?: Maybe<ResolversTypes['Flow']> }>;
  AnswerOutcome: ResolverTypeWrapper<AnswerOutcome>;
  Attempt: ResolverTypeWrapper<AttemptRow>;
  AttemptAnswer: ResolverTypeWrapper<AttemptAnswer>;
  Attendance: ResolverTypeWrapper<Attendance>;
  AuthResult: ResolverTypeWrapper<Omit<AuthResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Board: ResolverTypeWrapper<BoardView>;
  BoardFinish: ResolverTypeWrapper<BoardFinish>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: Category;
  Checkpoint: ResolverTypeWrapper<Omit<Checkpoint, 'event'> & { event: ResolversTypes['Event'] }>;
  CheckpointAttendance: ResolverTypeWrapper<CheckpointAttendance>;
  CheckpointInput: CheckpointInput;
  CheckpointPreview: ResolverTypeWrapper<CheckpointPreview>;
  CheckpointRefInput: CheckpointRefInput;
  Choice: ResolverTypeWrapper<Choice>;
  ClaimSetupLinkInput: ClaimSetupLinkInput;
  ClaimSetupLinkResult: ResolverTypeWrapper<Omit<ClaimSetupLinkResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  CreateCheckpointInput: CreateCheckpointInput;
  CreateEventInput: CreateEventInput;
  CreateOwnQuestionInput: CreateOwnQuestionInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  DrivesOn: DrivesOn;
  Event: ResolverTypeWrapper<EventRow>;
  EventInput: EventInput;
  EventProgress: ResolverTypeWrapper<EventStanding>;
  EventRefInput: EventRefInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Flow: ResolverTypeWrapper<Omit<Flow, 'attemptInProgress'> & { attemptInProgress?: Maybe<ResolversTypes['Attempt']> }>;
  HideRiderInput: HideRiderInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportOwnQuestionsInput: ImportOwnQuestionsInput;
  ImportOwnQuestionsResult: ResolverTypeWrapper<ImportOwnQuestionsResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JoinInput: JoinInput;
  KeepProgressInput: KeepProgressInput;
  KeepProgressResult: ResolverTypeWrapper<Omit<KeepProgressResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Leaderboard: ResolverTypeWrapper<LeaderboardPage>;
  LeaderboardEntry: ResolverTypeWrapper<LeaderboardEntry>;
  LoginInput: LoginInput;
  LogoutResult: ResolverTypeWrapper<LogoutResult>;
  ModeratedRider: ResolverTypeWrapper<ModeratedRider>;
  ModerationResult: ResolverTypeWrapper<ModerationResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextQuestionInput: NextQuestionInput;
  NextQuestionResult: ResolverTypeWrapper<Omit<NextQuestionResult, 'flow'> & { flow?: Maybe<ResolversTypes['Flow']> }>;
  OrganizerCheckpoint: ResolverTypeWrapper<OrganizerCheckpointRow>;
  OrganizerCheckpointResult: ResolverTypeWrapper<Omit<OrganizerCheckpointResult, 'checkpoint'> & { checkpoint?: Maybe<ResolversTypes['OrganizerCheckpoint']> }>;
  OrganizerEvent: ResolverTypeWrapper<OrganizerEventRow>;
  OrganizerEventResult: ResolverTypeWrapper<Omit<OrganizerEventResult, 'event'> & { event?: Maybe<ResolversTypes['OrganizerEvent']> }>;
  OrganizerResults: ResolverTypeWrapper<OrganizerResults>;
  OwnQuestion: ResolverTypeWrapper<OwnQuestion>;
  OwnQuestionInput: OwnQuestionInput;
  OwnQuestionRefInput: OwnQuestionRefInput;
  OwnQuestionResult: ResolverTypeWrapper<OwnQuestionResult>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Picture: ResolverTypeWrapper<Picture>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionReport: ResolverTypeWrapper<QuestionReport>;
  QuestionReportRow: ResolverTypeWrapper<QuestionReportRow>;
  RefusedWordsResult: ResolverTypeWrapper<RefusedWordsResult>;
  RegisterInput: RegisterInput;
  RenameRiderInput: RenameRiderInput;
  ResultCheckpoint: ResolverTypeWrapper<ResultCheckpoint>;
  ResultRow: ResolverTypeWrapper<ResultRow>;
  RevealMode: RevealMode;
  RiderAttendance: ResolverTypeWrapper<RiderAttendance>;
  Role: Role;
  RollCallEntry: ResolverTypeWrapper<RollCallEntry>;
  SampleQuestion: ResolverTypeWrapper<SampleQuestion>;
  ServedQuestion: ResolverTypeWrapper<ServedQuestion>;
  SetRefusedWordsInput: SetRefusedWordsInput;
  StartAttemptInput: StartAttemptInput;
  StartAttemptResult: ResolverTypeWrapper<Omit<StartAttemptResult, 'attempt' | 'flow'> & { attempt?: Maybe<ResolversTypes['Attempt']>, flow?: Maybe<ResolversTypes['Flow']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitAnswerInput: SubmitAnswerInput;
  SubmitAnswerResult: ResolverTypeWrapper<SubmitAnswerResult>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateCheckpointInput: UpdateCheckpointInput;
  UpdateEventInput: UpdateEventInput;
  UpdateOwnQuestionInput: UpdateOwnQuestionInput;
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarResult: ResolverTypeWrapper<Omit<UploadAvatarResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<UserView>;
  Visit: ResolverTypeWrapper<Visit>;
  VisitState: VisitState;
  VoidAttemptInput: VoidAttemptInput;
  WrongChoice: ResolverTypeWrapper<WrongChoice>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptRulesResult: Omit<AcceptRulesResult, 'flow'> & { flow?: Maybe<ResolversParentTypes['Flow']> };
  AnswerOutcome: AnswerOutcome;
  Attempt: AttemptRow;
  AttemptAnswer: AttemptAnswer;
  Attendance: Attendance;
  AuthResult: Omit<AuthResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Board: BoardView;
  BoardFinish: BoardFinish;
  Boolean: Scalars['Boolean']['output'];
  Checkpoint: Omit<Checkpoint, 'event'> & { event: ResolversParentTypes['Event'] };
  CheckpointAttendance: CheckpointAttendance;
  CheckpointInput: CheckpointInput;
  CheckpointPreview: CheckpointPreview;
  CheckpointRefInput: CheckpointRefInput;
  Choice: Choice;
  ClaimSetupLinkInput: ClaimSetupLinkInput;
  ClaimSetupLinkResult: Omit<ClaimSetupLinkResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  CreateCheckpointInput: CreateCheckpointInput;
  CreateEventInput: CreateEventInput;
  CreateOwnQuestionInput: CreateOwnQuestionInput;
  DateTime: Scalars['DateTime']['output'];
  DeleteResult: DeleteResult;
  Event: EventRow;
  EventInput: EventInput;
  EventProgress: EventStanding;
  EventRefInput: EventRefInput;
  FieldError: FieldError;
  File: Scalars['File']['output'];
  Flow: Omit<Flow, 'attemptInProgress'> & { attemptInProgress?: Maybe<ResolversParentTypes['Attempt']> };
  HideRiderInput: HideRiderInput;
  ID: Scalars['ID']['output'];
  ImportOwnQuestionsInput: ImportOwnQuestionsInput;
  ImportOwnQuestionsResult: ImportOwnQuestionsResult;
  Int: Scalars['Int']['output'];
  JoinInput: JoinInput;
  KeepProgressInput: KeepProgressInput;
  KeepProgressResult: Omit<KeepProgressResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Leaderboard: LeaderboardPage;
  LeaderboardEntry: LeaderboardEntry;
  LoginInput: LoginInput;
  LogoutResult: LogoutResult;
  ModeratedRider: ModeratedRider;
  ModerationResult: ModerationResult;
  Mutation: Record<PropertyKey, never>;
  NextQuestionInput: NextQuestionInput;
  NextQuestionResult: Omit<NextQuestionResult, 'flow'> & { flow?: Maybe<ResolversParentTypes['Flow']> };
  OrganizerCheckpoint: OrganizerCheckpointRow;
  OrganizerCheckpointResult: Omit<OrganizerCheckpointResult, 'checkpoint'> & { checkpoint?: Maybe<ResolversParentTypes['OrganizerCheckpoint']> };
  OrganizerEvent: OrganizerEventRow;
  OrganizerEventResult: Omit<OrganizerEventResult, 'event'> & { event?: Maybe<ResolversParentTypes['OrganizerEvent']> };
  OrganizerResults: OrganizerResults;
  OwnQuestion: OwnQuestion;
  OwnQuestionInput: OwnQuestionInput;
  OwnQuestionRefInput: OwnQuestionRefInput;
  OwnQuestionResult: OwnQuestionResult;
  PageInfo: PageInfo;
  Picture: Picture;
  Query: Record<PropertyKey, never>;
  QuestionReport: QuestionReport;
  QuestionReportRow: QuestionReportRow;
  RefusedWordsResult: RefusedWordsResult;
  RegisterInput: RegisterInput;
  RenameRiderInput: RenameRiderInput;
  ResultCheckpoint: ResultCheckpoint;
  ResultRow: ResultRow;
  RiderAttendance: RiderAttendance;
  RollCallEntry: RollCallEntry;
  SampleQuestion: SampleQuestion;
  ServedQuestion: ServedQuestion;
  SetRefusedWordsInput: SetRefusedWordsInput;
  StartAttemptInput: StartAttemptInput;
  StartAttemptResult: Omit<StartAttemptResult, 'attempt' | 'flow'> & { attempt?: Maybe<ResolversParentTypes['Attempt']>, flow?: Maybe<ResolversParentTypes['Flow']> };
  String: Scalars['String']['output'];
  SubmitAnswerInput: SubmitAnswerInput;
  SubmitAnswerResult: SubmitAnswerResult;
  Subscription: Record<PropertyKey, never>;
  UpdateCheckpointInput: UpdateCheckpointInput;
  UpdateEventInput: UpdateEventInput;
  UpdateOwnQuestionInput: UpdateOwnQuestionInput;
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarResult: Omit<UploadAvatarResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: UserView;
  Visit: Visit;
  VoidAttemptInput: VoidAttemptInput;
  WrongChoice: WrongChoice;
};

export type AcceptRulesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptRulesResult'] = ResolversParentTypes['AcceptRulesResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnswerOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerOutcome'] = ResolversParentTypes['AnswerOutcome']> = {
  answersHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attemptFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  choiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  correct?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  correctChoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revealsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attempt'] = ResolversParentTypes['Attempt']> = {
  answers?: Resolver<Array<ResolversTypes['AttemptAnswer']>, ParentType, ContextType>;
  checkpoint?: Resolver<ResolversTypes['Checkpoint'], ParentType, ContextType>;
  correctCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currentIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elapsedMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionsServed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTimeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttemptAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttemptAnswer'] = ResolversParentTypes['AttemptAnswer']> = {
  answersHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  choiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['Choice']>, ParentType, ContextType>;
  correct?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  correctChoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  elapsedMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revealsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AttendanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attendance'] = ResolversParentTypes['Attendance']> = {
  checkpoints?: Resolver<Array<ResolversTypes['CheckpointAttendance']>, ParentType, ContextType>;
  riders?: Resolver<Array<ResolversTypes['RiderAttendance']>, ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board']> = {
  answersHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['LeaderboardEntry']>, ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishes?: Resolver<Array<ResolversTypes['BoardFinish']>, ParentType, ContextType>;
  revealsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  riders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardFinishResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BoardFinish'] = ResolversParentTypes['BoardFinish']> = {
  attemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checkpointName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CheckpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkpoint'] = ResolversParentTypes['Checkpoint']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsPerQuestion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckpointAttendanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckpointAttendance'] = ResolversParentTypes['CheckpointAttendance']> = {
  checkpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finished?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scanned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckpointPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckpointPreview'] = ResolversParentTypes['CheckpointPreview']> = {
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsPerQuestion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Choice'] = ResolversParentTypes['Choice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimSetupLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimSetupLinkResult'] = ResolversParentTypes['ClaimSetupLinkResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  checkpointCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drivesOn?: Resolver<ResolversTypes['DrivesOn'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revealMode?: Resolver<ResolversTypes['RevealMode'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type EventProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventProgress'] = ResolversParentTypes['EventProgress']> = {
  answersHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkpointsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkpointsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revealsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  riders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = {
  attemptInProgress?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType>;
  finishedAttempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFinishedAttemptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rulesAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImportOwnQuestionsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportOwnQuestionsResult'] = ResolversParentTypes['ImportOwnQuestionsResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type KeepProgressResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeepProgressResult'] = ResolversParentTypes['KeepProgressResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type LeaderboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Leaderboard'] = ResolversParentTypes['Leaderboard']> = {
  answersHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  board?: Resolver<ResolversTypes['Board'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['LeaderboardEntry']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['LeaderboardEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  revealsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  riders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LeaderboardEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeaderboardEntry'] = ResolversParentTypes['LeaderboardEntry']> = {
  checkpointsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFinishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nameTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTimeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LogoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutResult'] = ResolversParentTypes['LogoutResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModeratedRiderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModeratedRider'] = ResolversParentTypes['ModeratedRider']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matchesWord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ModerationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerationResult'] = ResolversParentTypes['ModerationResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptRules?: Resolver<ResolversTypes['AcceptRulesResult'], ParentType, ContextType>;
  claimSetupLink?: Resolver<ResolversTypes['ClaimSetupLinkResult'], ParentType, ContextType, RequireFields<MutationClaimSetupLinkArgs, 'input'>>;
  closeCheckpoint?: Resolver<ResolversTypes['OrganizerCheckpointResult'], ParentType, ContextType, RequireFields<MutationCloseCheckpointArgs, 'input'>>;
  closeEvent?: Resolver<ResolversTypes['OrganizerEventResult'], ParentType, ContextType, RequireFields<MutationCloseEventArgs, 'input'>>;
  createCheckpoint?: Resolver<ResolversTypes['OrganizerCheckpointResult'], ParentType, ContextType, RequireFields<MutationCreateCheckpointArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['OrganizerEventResult'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createOwnQuestion?: Resolver<ResolversTypes['OwnQuestionResult'], ParentType, ContextType, RequireFields<MutationCreateOwnQuestionArgs, 'input'>>;
  deleteCheckpoint?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCheckpointArgs, 'input'>>;
  deleteEvent?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'input'>>;
  deleteOwnQuestion?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteOwnQuestionArgs, 'input'>>;
  hideRider?: Resolver<ResolversTypes['ModerationResult'], ParentType, ContextType, RequireFields<MutationHideRiderArgs, 'input'>>;
  importOwnQuestions?: Resolver<ResolversTypes['ImportOwnQuestionsResult'], ParentType, ContextType, RequireFields<MutationImportOwnQuestionsArgs, 'input'>>;
  join?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationJoinArgs, 'input'>>;
  keepProgress?: Resolver<ResolversTypes['KeepProgressResult'], ParentType, ContextType, RequireFields<MutationKeepProgressArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutResult'], ParentType, ContextType>;
  nextQuestion?: Resolver<ResolversTypes['NextQuestionResult'], ParentType, ContextType, RequireFields<MutationNextQuestionArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  reissueCheckpointCode?: Resolver<ResolversTypes['OrganizerCheckpointResult'], ParentType, ContextType, RequireFields<MutationReissueCheckpointCodeArgs, 'input'>>;
  renameRider?: Resolver<ResolversTypes['ModerationResult'], ParentType, ContextType, RequireFields<MutationRenameRiderArgs, 'input'>>;
  reopenCheckpoint?: Resolver<ResolversTypes['OrganizerCheckpointResult'], ParentType, ContextType, RequireFields<MutationReopenCheckpointArgs, 'input'>>;
  reopenEvent?: Resolver<ResolversTypes['OrganizerEventResult'], ParentType, ContextType, RequireFields<MutationReopenEventArgs, 'input'>>;
  setRefusedWords?: Resolver<ResolversTypes['RefusedWordsResult'], ParentType, ContextType, RequireFields<MutationSetRefusedWordsArgs, 'input'>>;
  startAttempt?: Resolver<ResolversTypes['StartAttemptResult'], ParentType, ContextType, RequireFields<MutationStartAttemptArgs, 'input'>>;
  submitAnswer?: Resolver<ResolversTypes['SubmitAnswerResult'], ParentType, ContextType, RequireFields<MutationSubmitAnswerArgs, 'input'>>;
  updateCheckpoint?: Resolver<ResolversTypes['OrganizerCheckpointResult'], ParentType, ContextType, RequireFields<MutationUpdateCheckpointArgs, 'input'>>;
  updateEvent?: Resolver<ResolversTypes['OrganizerEventResult'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'input'>>;
  updateOwnQuestion?: Resolver<ResolversTypes['OwnQuestionResult'], ParentType, ContextType, RequireFields<MutationUpdateOwnQuestionArgs, 'input'>>;
  uploadAvatar?: Resolver<ResolversTypes['UploadAvatarResult'], ParentType, ContextType, RequireFields<MutationUploadAvatarArgs, 'input'>>;
  voidAttempt?: Resolver<ResolversTypes['ModerationResult'], ParentType, ContextType, RequireFields<MutationVoidAttemptArgs, 'input'>>;
};

export type NextQuestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NextQuestionResult'] = ResolversParentTypes['NextQuestionResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['ServedQuestion']>, ParentType, ContextType>;
};

export type OrganizerCheckpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizerCheckpoint'] = ResolversParentTypes['OrganizerCheckpoint']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinnedQuestionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsPerQuestion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizerCheckpointResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizerCheckpointResult'] = ResolversParentTypes['OrganizerCheckpointResult']> = {
  checkpoint?: Resolver<Maybe<ResolversTypes['OrganizerCheckpoint']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizerEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizerEvent'] = ResolversParentTypes['OrganizerEvent']> = {
  answersRevealed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkpoints?: Resolver<Array<ResolversTypes['OrganizerCheckpoint']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  drivesOn?: Resolver<ResolversTypes['DrivesOn'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownQuestions?: Resolver<Array<ResolversTypes['OwnQuestion']>, ParentType, ContextType>;
  revealMode?: Resolver<ResolversTypes['RevealMode'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizerEventResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizerEventResult'] = ResolversParentTypes['OrganizerEventResult']> = {
  event?: Resolver<Maybe<ResolversTypes['OrganizerEvent']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizerResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizerResults'] = ResolversParentTypes['OrganizerResults']> = {
  checkpoints?: Resolver<Array<ResolversTypes['ResultCheckpoint']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ResultRow']>, ParentType, ContextType>;
  tieRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnQuestion'] = ResolversParentTypes['OwnQuestion']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  checkpointIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  correct?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnQuestionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnQuestionResult'] = ResolversParentTypes['OwnQuestionResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['OwnQuestion']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Picture'] = ResolversParentTypes['Picture']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mirrorable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mirrored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  attempt?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType, RequireFields<QueryAttemptArgs, 'id'>>;
  attendance?: Resolver<Maybe<ResolversTypes['Attendance']>, ParentType, ContextType, RequireFields<QueryAttendanceArgs, 'eventId'>>;
  checkpointPreview?: Resolver<Maybe<ResolversTypes['CheckpointPreview']>, ParentType, ContextType, RequireFields<QueryCheckpointPreviewArgs, 'code'>>;
  currentQuestion?: Resolver<Maybe<ResolversTypes['ServedQuestion']>, ParentType, ContextType>;
  defaultEvent?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  eventProgress?: Resolver<Maybe<ResolversTypes['EventProgress']>, ParentType, ContextType, Partial<QueryEventProgressArgs>>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  leaderboard?: Resolver<Maybe<ResolversTypes['Leaderboard']>, ParentType, ContextType, RequireFields<QueryLeaderboardArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  moderatedRiders?: Resolver<Array<ResolversTypes['ModeratedRider']>, ParentType, ContextType, RequireFields<QueryModeratedRidersArgs, 'eventId'>>;
  organizerEvent?: Resolver<Maybe<ResolversTypes['OrganizerEvent']>, ParentType, ContextType, RequireFields<QueryOrganizerEventArgs, 'id'>>;
  organizerEvents?: Resolver<Array<ResolversTypes['OrganizerEvent']>, ParentType, ContextType>;
  organizerResults?: Resolver<Maybe<ResolversTypes['OrganizerResults']>, ParentType, ContextType, RequireFields<QueryOrganizerResultsArgs, 'eventId'>>;
  questionReport?: Resolver<Maybe<ResolversTypes['QuestionReport']>, ParentType, ContextType, RequireFields<QueryQuestionReportArgs, 'eventId'>>;
  refusedWords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryRefusedWordsArgs, 'eventId'>>;
  rollCall?: Resolver<Maybe<Array<ResolversTypes['RollCallEntry']>>, ParentType, ContextType, RequireFields<QueryRollCallArgs, 'afterMinutes' | 'eventId'>>;
  sampleQuestions?: Resolver<Array<ResolversTypes['SampleQuestion']>, ParentType, ContextType>;
  setupLinkValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QuerySetupLinkValidArgs, 'token'>>;
};

export type QuestionReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionReport'] = ResolversParentTypes['QuestionReport']> = {
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['QuestionReportRow']>, ParentType, ContextType>;
};

export type QuestionReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionReportRow'] = ResolversParentTypes['QuestionReportRow']> = {
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  medianTimeMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentRight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  right?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  served?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topWrongChoice?: Resolver<Maybe<ResolversTypes['WrongChoice']>, ParentType, ContextType>;
};

export type RefusedWordsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefusedWordsResult'] = ResolversParentTypes['RefusedWordsResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  words?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ResultCheckpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultCheckpoint'] = ResolversParentTypes['ResultCheckpoint']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResultRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultRow'] = ResolversParentTypes['ResultRow']> = {
  checkpointScores?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
  checkpointsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFinish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nameTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rightAnswers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTimeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RiderAttendanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RiderAttendance'] = ResolversParentTypes['RiderAttendance']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType>;
};

export type RollCallEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RollCallEntry'] = ResolversParentTypes['RollCallEntry']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finishedCheckpoint?: Resolver<ResolversTypes['CheckpointAttendance'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minutesSince?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCheckpoint?: Resolver<ResolversTypes['CheckpointAttendance'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SampleQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SampleQuestion'] = ResolversParentTypes['SampleQuestion']> = {
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['Choice']>, ParentType, ContextType>;
  correctChoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondsPerQuestion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServedQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServedQuestion'] = ResolversParentTypes['ServedQuestion']> = {
  attemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['Choice']>, ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['AnswerOutcome']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Picture']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondsPerQuestion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  servedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  serverNow?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StartAttemptResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartAttemptResult'] = ResolversParentTypes['StartAttemptResult']> = {
  attempt?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['ServedQuestion']>, ParentType, ContextType>;
};

export type SubmitAnswerResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitAnswerResult'] = ResolversParentTypes['SubmitAnswerResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['AnswerOutcome']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  leaderboardChanged?: SubscriptionResolver<ResolversTypes['Leaderboard'], "leaderboardChanged", ParentType, ContextType, RequireFields<SubscriptionLeaderboardChangedArgs, 'eventId'>>;
};

export type UploadAvatarResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadAvatarResult'] = ResolversParentTypes['UploadAvatarResult']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  rulesAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type VisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Visit'] = ResolversParentTypes['Visit']> = {
  attemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checkpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['VisitState'], ParentType, ContextType>;
  voided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WrongChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WrongChoice'] = ResolversParentTypes['WrongChoice']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AcceptRulesResult?: AcceptRulesResultResolvers<ContextType>;
  AnswerOutcome?: AnswerOutcomeResolvers<ContextType>;
  Attempt?: AttemptResolvers<ContextType>;
  AttemptAnswer?: AttemptAnswerResolvers<ContextType>;
  Attendance?: AttendanceResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardFinish?: BoardFinishResolvers<ContextType>;
  Checkpoint?: CheckpointResolvers<ContextType>;
  CheckpointAttendance?: CheckpointAttendanceResolvers<ContextType>;
  CheckpointPreview?: CheckpointPreviewResolvers<ContextType>;
  Choice?: ChoiceResolvers<ContextType>;
  ClaimSetupLinkResult?: ClaimSetupLinkResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventProgress?: EventProgressResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: GraphQLScalarType;
  Flow?: FlowResolvers<ContextType>;
  ImportOwnQuestionsResult?: ImportOwnQuestionsResultResolvers<ContextType>;
  KeepProgressResult?: KeepProgressResultResolvers<ContextType>;
  Leaderboard?: LeaderboardResolvers<ContextType>;
  LeaderboardEntry?: LeaderboardEntryResolvers<ContextType>;
  LogoutResult?: LogoutResultResolvers<ContextType>;
  ModeratedRider?: ModeratedRiderResolvers<ContextType>;
  ModerationResult?: ModerationResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextQuestionResult?: NextQuestionResultResolvers<ContextType>;
  OrganizerCheckpoint?: OrganizerCheckpointResolvers<ContextType>;
  OrganizerCheckpointResult?: OrganizerCheckpointResultResolvers<ContextType>;
  OrganizerEvent?: OrganizerEventResolvers<ContextType>;
  OrganizerEventResult?: OrganizerEventResultResolvers<ContextType>;
  OrganizerResults?: OrganizerResultsResolvers<ContextType>;
  OwnQuestion?: OwnQuestionResolvers<ContextType>;
  OwnQuestionResult?: OwnQuestionResultResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Picture?: PictureResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionReport?: QuestionReportResolvers<ContextType>;
  QuestionReportRow?: QuestionReportRowResolvers<ContextType>;
  RefusedWordsResult?: RefusedWordsResultResolvers<ContextType>;
  ResultCheckpoint?: ResultCheckpointResolvers<ContextType>;
  ResultRow?: ResultRowResolvers<ContextType>;
  RiderAttendance?: RiderAttendanceResolvers<ContextType>;
  RollCallEntry?: RollCallEntryResolvers<ContextType>;
  SampleQuestion?: SampleQuestionResolvers<ContextType>;
  ServedQuestion?: ServedQuestionResolvers<ContextType>;
  StartAttemptResult?: StartAttemptResultResolvers<ContextType>;
  SubmitAnswerResult?: SubmitAnswerResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UploadAvatarResult?: UploadAvatarResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Visit?: VisitResolvers<ContextType>;
  WrongChoice?: WrongChoiceResolvers<ContextType>;
};

