/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query EventProgress($eventId: ID) {\n    eventProgress(eventId: $eventId) {\n      checkpointsDone checkpointsTotal totalScore rank riders answersHidden revealsAt\n      event { id name startsAt endsAt checkpointCount }\n    }\n  }\n": typeof types.EventProgressDocument,
    "\n  query CheckpointPreview($code: String!) {\n    checkpointPreview(code: $code) { name eventName questionCount secondsPerQuestion }\n  }\n": typeof types.CheckpointPreviewDocument,
    "\n  fragment LeaderboardFields on Leaderboard {\n    eventId riders updatedAt answersHidden revealsAt\n    entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n    me { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n  }\n": typeof types.LeaderboardFieldsFragmentDoc,
    "\n  query Leaderboard($eventId: ID, $first: Int) {\n    leaderboard(eventId: $eventId, first: $first) { ...LeaderboardFields }\n  }\n": typeof types.LeaderboardDocument,
    "\n  subscription LeaderboardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) { ...LeaderboardFields }\n  }\n": typeof types.LeaderboardChangedDocument,
    "\n  query OrganizerEvents {\n    organizerEvents { id name startsAt endsAt closedAt isDefault isDemo revealMode }\n  }\n": typeof types.OrganizerEventsDocument,
    "\n  query OrganizerEvent($id: ID!) {\n    organizerEvent(id: $id) {\n      id name startsAt endsAt timeZone drivesOn revealMode isDefault isDemo closedAt answersRevealed attemptCount\n      checkpoints { id name description code categories questionCount secondsPerQuestion closedAt pinnedQuestionIds }\n      ownQuestions { id prompt choices correct explanation category checkpointIds }\n    }\n  }\n": typeof types.OrganizerEventDocument,
    "\n  query OrganizerResults($id: ID!) {\n    organizerResults(eventId: $id) {\n      eventId timeZone tieRule checkpoints { id name }\n      rows { rank rankLabel displayName nameTag score rightAnswers checkpointsDone checkpointScores totalTimeMs lastFinish }\n    }\n  }\n": typeof types.OrganizerResultsDocument,
    "\n  query SetupLinkValid($token: String!) { setupLinkValid(token: $token) }\n": typeof types.SetupLinkValidDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n": typeof types.UpdateEventDocument,
    "\n  mutation CloseEvent($input: EventRefInput!) { closeEvent(input: $input) { ok fieldErrors { field message } } }\n": typeof types.CloseEventDocument,
    "\n  mutation ReopenEvent($input: EventRefInput!) { reopenEvent(input: $input) { ok fieldErrors { field message } } }\n": typeof types.ReopenEventDocument,
    "\n  mutation DeleteEvent($input: EventRefInput!) { deleteEvent(input: $input) { ok fieldErrors { field message } } }\n": typeof types.DeleteEventDocument,
    "\n  mutation CreateCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": typeof types.CreateCheckpointDocument,
    "\n  mutation UpdateCheckpoint($input: UpdateCheckpointInput!) { updateCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": typeof types.UpdateCheckpointDocument,
    "\n  mutation CloseCheckpoint($input: CheckpointRefInput!) { closeCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": typeof types.CloseCheckpointDocument,
    "\n  mutation ReopenCheckpoint($input: CheckpointRefInput!) { reopenCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": typeof types.ReopenCheckpointDocument,
    "\n  mutation ReissueCheckpointCode($input: CheckpointRefInput!) { reissueCheckpointCode(input: $input) { ok fieldErrors { field message } } }\n": typeof types.ReissueCheckpointCodeDocument,
    "\n  mutation DeleteCheckpoint($input: CheckpointRefInput!) { deleteCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": typeof types.DeleteCheckpointDocument,
    "\n  mutation CreateOwnQuestion($input: CreateOwnQuestionInput!) { createOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n": typeof types.CreateOwnQuestionDocument,
    "\n  mutation DeleteOwnQuestion($input: OwnQuestionRefInput!) { deleteOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n": typeof types.DeleteOwnQuestionDocument,
    "\n  mutation ImportOwnQuestions($input: ImportOwnQuestionsInput!) {\n    importOwnQuestions(input: $input) { ok imported fieldErrors { field message } }\n  }\n": typeof types.ImportOwnQuestionsDocument,
    "\n  mutation ClaimSetupLink($input: ClaimSetupLinkInput!) { claimSetupLink(input: $input) { ok fieldErrors { field message } } }\n": typeof types.ClaimSetupLinkDocument,
    "\n  mutation SubmitAnswer($input: SubmitAnswerInput!) {\n    submitAnswer(input: $input) {\n      ok outcome { ...OutcomeFields } fieldErrors { field message }\n    }\n  }\n": typeof types.SubmitAnswerDocument,
    "\n  fragment ServedQuestionFields on ServedQuestion {\n    attemptId questionId index total category prompt secondsPerQuestion servedAt deadline serverNow\n    picture { url alt mirrored }\n    choices { id label text }\n    outcome { ...OutcomeFields }\n  }\n": typeof types.ServedQuestionFieldsFragmentDoc,
    "\n  fragment OutcomeFields on AnswerOutcome {\n    questionId choiceId correct timedOut late correctChoiceId explanation answersHidden revealsAt points attemptFinished\n  }\n": typeof types.OutcomeFieldsFragmentDoc,
    "\n  fragment AttemptSummaryFields on Attempt {\n    id currentIndex total startedAt finishedAt score correctCount\n    checkpoint { id name description questionCount secondsPerQuestion }\n  }\n": typeof types.AttemptSummaryFieldsFragmentDoc,
    "\n  query CurrentQuestion { currentQuestion { ...ServedQuestionFields } }\n": typeof types.CurrentQuestionDocument,
    "\n  query Attempt($id: ID!) {\n    attempt(id: $id) {\n      id startedAt finishedAt score correctCount total totalTimeMs elapsedMs\n      checkpoint { id name description questionCount secondsPerQuestion event { id name checkpointCount } }\n      answers {\n        index questionId category prompt choiceId correctChoiceId correct timedOut late explanation answersHidden revealsAt points timeMs elapsedMs\n        picture { url alt mirrored }\n        choices { id label text }\n      }\n    }\n  }\n": typeof types.AttemptDocument,
    "\n  mutation StartAttempt($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      ok attempt { ...AttemptSummaryFields } question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message }\n    }\n  }\n": typeof types.StartAttemptDocument,
    "\n  mutation NextQuestion($input: NextQuestionInput!) {\n    nextQuestion(input: $input) { ok question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message } }\n  }\n": typeof types.NextQuestionDocument,
    "\n  query SampleQuestions {\n    sampleQuestions {\n      id category prompt correctChoiceId explanation secondsPerQuestion\n      picture { url alt mirrored }\n      choices { id label text }\n    }\n  }\n": typeof types.SampleQuestionsDocument,
    "\n  fragment UserFields on User { id email displayName phone role rulesAcceptedAt avatarUrl createdAt isGuest }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment FlowFields on Flow {\n    rulesAccepted\n    finishedAttempts\n    lastFinishedAttemptId\n    attemptInProgress {\n      id currentIndex total questionsServed startedAt finishedAt score correctCount\n      checkpoint { id name description questionCount secondsPerQuestion }\n    }\n  }\n": typeof types.FlowFieldsFragmentDoc,
    "\n  query Session {\n    me { ...UserFields }\n    flow { ...FlowFields }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Join($input: JoinInput!) {\n    join(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n": typeof types.JoinDocument,
    "\n  mutation KeepProgress($input: KeepProgressInput!) {\n    keepProgress(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n": typeof types.KeepProgressDocument,
    "\n  mutation Logout { logout { ok } }\n": typeof types.LogoutDocument,
    "\n  mutation AcceptRules { acceptRules { ok flow { ...FlowFields } fieldErrors { field message } } }\n": typeof types.AcceptRulesDocument,
    "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) { ok user { ...UserFields } fieldErrors { field message } }\n  }\n": typeof types.UploadAvatarDocument,
    "\n  subscription BoardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) {\n      eventId updatedAt\n      board {\n        eventName closed answersHidden revealsAt riders\n        entries { rank userId displayName nameTag score checkpointsDone }\n        finishes { attemptId displayName checkpointName score finishedAt }\n      }\n    }\n  }\n": typeof types.BoardChangedDocument,
    "\n  query Attendance($eventId: ID!) {\n    attendance(eventId: $eventId) {\n      checkpoints { checkpointId name position scanned started finished inProgress lastSeenAt }\n      riders { userId displayName hidden lastSeenAt visits { checkpointId attemptId state startedAt finishedAt lastSeenAt score voided } }\n    }\n  }\n": typeof types.AttendanceDocument,
    "\n  query RollCall($eventId: ID!, $afterMinutes: Int!) {\n    rollCall(eventId: $eventId, afterMinutes: $afterMinutes) {\n      userId displayName hidden finishedAt minutesSince\n      finishedCheckpoint { checkpointId name position }\n      nextCheckpoint { checkpointId name position }\n    }\n  }\n": typeof types.RollCallDocument,
    "\n  query ModeratedRiders($eventId: ID!) {\n    moderatedRiders(eventId: $eventId) { userId ownName displayName hidden matchesWord }\n    refusedWords(eventId: $eventId)\n  }\n": typeof types.ModeratedRidersDocument,
    "\n  query QuestionReport($eventId: ID!) {\n    questionReport(eventId: $eventId) {\n      csv\n      rows { questionId prompt category served answered right percentRight medianTimeMs topWrongChoice { id text count } }\n    }\n  }\n": typeof types.QuestionReportDocument,
    "\n  mutation HideRider($input: HideRiderInput!) { hideRider(input: $input) { ok fieldErrors { field message } } }\n": typeof types.HideRiderDocument,
    "\n  mutation RenameRider($input: RenameRiderInput!) { renameRider(input: $input) { ok fieldErrors { field message } } }\n": typeof types.RenameRiderDocument,
    "\n  mutation SetRefusedWords($input: SetRefusedWordsInput!) { setRefusedWords(input: $input) { ok fieldErrors { field message } } }\n": typeof types.SetRefusedWordsDocument,
    "\n  mutation VoidAttempt($input: VoidAttemptInput!) { voidAttempt(input: $input) { ok fieldErrors { field message } } }\n": typeof types.VoidAttemptDocument,
};
const documents: Documents = {
    "\n  query EventProgress($eventId: ID) {\n    eventProgress(eventId: $eventId) {\n      checkpointsDone checkpointsTotal totalScore rank riders answersHidden revealsAt\n      event { id name startsAt endsAt checkpointCount }\n    }\n  }\n": types.EventProgressDocument,
    "\n  query CheckpointPreview($code: String!) {\n    checkpointPreview(code: $code) { name eventName questionCount secondsPerQuestion }\n  }\n": types.CheckpointPreviewDocument,
    "\n  fragment LeaderboardFields on Leaderboard {\n    eventId riders updatedAt answersHidden revealsAt\n    entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n    me { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n  }\n": types.LeaderboardFieldsFragmentDoc,
    "\n  query Leaderboard($eventId: ID, $first: Int) {\n    leaderboard(eventId: $eventId, first: $first) { ...LeaderboardFields }\n  }\n": types.LeaderboardDocument,
    "\n  subscription LeaderboardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) { ...LeaderboardFields }\n  }\n": types.LeaderboardChangedDocument,
    "\n  query OrganizerEvents {\n    organizerEvents { id name startsAt endsAt closedAt isDefault isDemo revealMode }\n  }\n": types.OrganizerEventsDocument,
    "\n  query OrganizerEvent($id: ID!) {\n    organizerEvent(id: $id) {\n      id name startsAt endsAt timeZone drivesOn revealMode isDefault isDemo closedAt answersRevealed attemptCount\n      checkpoints { id name description code categories questionCount secondsPerQuestion closedAt pinnedQuestionIds }\n      ownQuestions { id prompt choices correct explanation category checkpointIds }\n    }\n  }\n": types.OrganizerEventDocument,
    "\n  query OrganizerResults($id: ID!) {\n    organizerResults(eventId: $id) {\n      eventId timeZone tieRule checkpoints { id name }\n      rows { rank rankLabel displayName nameTag score rightAnswers checkpointsDone checkpointScores totalTimeMs lastFinish }\n    }\n  }\n": types.OrganizerResultsDocument,
    "\n  query SetupLinkValid($token: String!) { setupLinkValid(token: $token) }\n": types.SetupLinkValidDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n": types.UpdateEventDocument,
    "\n  mutation CloseEvent($input: EventRefInput!) { closeEvent(input: $input) { ok fieldErrors { field message } } }\n": types.CloseEventDocument,
    "\n  mutation ReopenEvent($input: EventRefInput!) { reopenEvent(input: $input) { ok fieldErrors { field message } } }\n": types.ReopenEventDocument,
    "\n  mutation DeleteEvent($input: EventRefInput!) { deleteEvent(input: $input) { ok fieldErrors { field message } } }\n": types.DeleteEventDocument,
    "\n  mutation CreateCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": types.CreateCheckpointDocument,
    "\n  mutation UpdateCheckpoint($input: UpdateCheckpointInput!) { updateCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": types.UpdateCheckpointDocument,
    "\n  mutation CloseCheckpoint($input: CheckpointRefInput!) { closeCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": types.CloseCheckpointDocument,
    "\n  mutation ReopenCheckpoint($input: CheckpointRefInput!) { reopenCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": types.ReopenCheckpointDocument,
    "\n  mutation ReissueCheckpointCode($input: CheckpointRefInput!) { reissueCheckpointCode(input: $input) { ok fieldErrors { field message } } }\n": types.ReissueCheckpointCodeDocument,
    "\n  mutation DeleteCheckpoint($input: CheckpointRefInput!) { deleteCheckpoint(input: $input) { ok fieldErrors { field message } } }\n": types.DeleteCheckpointDocument,
    "\n  mutation CreateOwnQuestion($input: CreateOwnQuestionInput!) { createOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n": types.CreateOwnQuestionDocument,
    "\n  mutation DeleteOwnQuestion($input: OwnQuestionRefInput!) { deleteOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n": types.DeleteOwnQuestionDocument,
    "\n  mutation ImportOwnQuestions($input: ImportOwnQuestionsInput!) {\n    importOwnQuestions(input: $input) { ok imported fieldErrors { field message } }\n  }\n": types.ImportOwnQuestionsDocument,
    "\n  mutation ClaimSetupLink($input: ClaimSetupLinkInput!) { claimSetupLink(input: $input) { ok fieldErrors { field message } } }\n": types.ClaimSetupLinkDocument,
    "\n  mutation SubmitAnswer($input: SubmitAnswerInput!) {\n    submitAnswer(input: $input) {\n      ok outcome { ...OutcomeFields } fieldErrors { field message }\n    }\n  }\n": types.SubmitAnswerDocument,
    "\n  fragment ServedQuestionFields on ServedQuestion {\n    attemptId questionId index total category prompt secondsPerQuestion servedAt deadline serverNow\n    picture { url alt mirrored }\n    choices { id label text }\n    outcome { ...OutcomeFields }\n  }\n": types.ServedQuestionFieldsFragmentDoc,
    "\n  fragment OutcomeFields on AnswerOutcome {\n    questionId choiceId correct timedOut late correctChoiceId explanation answersHidden revealsAt points attemptFinished\n  }\n": types.OutcomeFieldsFragmentDoc,
    "\n  fragment AttemptSummaryFields on Attempt {\n    id currentIndex total startedAt finishedAt score correctCount\n    checkpoint { id name description questionCount secondsPerQuestion }\n  }\n": types.AttemptSummaryFieldsFragmentDoc,
    "\n  query CurrentQuestion { currentQuestion { ...ServedQuestionFields } }\n": types.CurrentQuestionDocument,
    "\n  query Attempt($id: ID!) {\n    attempt(id: $id) {\n      id startedAt finishedAt score correctCount total totalTimeMs elapsedMs\n      checkpoint { id name description questionCount secondsPerQuestion event { id name checkpointCount } }\n      answers {\n        index questionId category prompt choiceId correctChoiceId correct timedOut late explanation answersHidden revealsAt points timeMs elapsedMs\n        picture { url alt mirrored }\n        choices { id label text }\n      }\n    }\n  }\n": types.AttemptDocument,
    "\n  mutation StartAttempt($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      ok attempt { ...AttemptSummaryFields } question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message }\n    }\n  }\n": types.StartAttemptDocument,
    "\n  mutation NextQuestion($input: NextQuestionInput!) {\n    nextQuestion(input: $input) { ok question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message } }\n  }\n": types.NextQuestionDocument,
    "\n  query SampleQuestions {\n    sampleQuestions {\n      id category prompt correctChoiceId explanation secondsPerQuestion\n      picture { url alt mirrored }\n      choices { id label text }\n    }\n  }\n": types.SampleQuestionsDocument,
    "\n  fragment UserFields on User { id email displayName phone role rulesAcceptedAt avatarUrl createdAt isGuest }\n": types.UserFieldsFragmentDoc,
    "\n  fragment FlowFields on Flow {\n    rulesAccepted\n    finishedAttempts\n    lastFinishedAttemptId\n    attemptInProgress {\n      id currentIndex total questionsServed startedAt finishedAt score correctCount\n      checkpoint { id name description questionCount secondsPerQuestion }\n    }\n  }\n": types.FlowFieldsFragmentDoc,
    "\n  query Session {\n    me { ...UserFields }\n    flow { ...FlowFields }\n  }\n": types.SessionDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n": types.LoginDocument,
    "\n  mutation Join($input: JoinInput!) {\n    join(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n": types.JoinDocument,
    "\n  mutation KeepProgress($input: KeepProgressInput!) {\n    keepProgress(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n": types.KeepProgressDocument,
    "\n  mutation Logout { logout { ok } }\n": types.LogoutDocument,
    "\n  mutation AcceptRules { acceptRules { ok flow { ...FlowFields } fieldErrors { field message } } }\n": types.AcceptRulesDocument,
    "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) { ok user { ...UserFields } fieldErrors { field message } }\n  }\n": types.UploadAvatarDocument,
    "\n  subscription BoardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) {\n      eventId updatedAt\n      board {\n        eventName closed answersHidden revealsAt riders\n        entries { rank userId displayName nameTag score checkpointsDone }\n        finishes { attemptId displayName checkpointName score finishedAt }\n      }\n    }\n  }\n": types.BoardChangedDocument,
    "\n  query Attendance($eventId: ID!) {\n    attendance(eventId: $eventId) {\n      checkpoints { checkpointId name position scanned started finished inProgress lastSeenAt }\n      riders { userId displayName hidden lastSeenAt visits { checkpointId attemptId state startedAt finishedAt lastSeenAt score voided } }\n    }\n  }\n": types.AttendanceDocument,
    "\n  query RollCall($eventId: ID!, $afterMinutes: Int!) {\n    rollCall(eventId: $eventId, afterMinutes: $afterMinutes) {\n      userId displayName hidden finishedAt minutesSince\n      finishedCheckpoint { checkpointId name position }\n      nextCheckpoint { checkpointId name position }\n    }\n  }\n": types.RollCallDocument,
    "\n  query ModeratedRiders($eventId: ID!) {\n    moderatedRiders(eventId: $eventId) { userId ownName displayName hidden matchesWord }\n    refusedWords(eventId: $eventId)\n  }\n": types.ModeratedRidersDocument,
    "\n  query QuestionReport($eventId: ID!) {\n    questionReport(eventId: $eventId) {\n      csv\n      rows { questionId prompt category served answered right percentRight medianTimeMs topWrongChoice { id text count } }\n    }\n  }\n": types.QuestionReportDocument,
    "\n  mutation HideRider($input: HideRiderInput!) { hideRider(input: $input) { ok fieldErrors { field message } } }\n": types.HideRiderDocument,
    "\n  mutation RenameRider($input: RenameRiderInput!) { renameRider(input: $input) { ok fieldErrors { field message } } }\n": types.RenameRiderDocument,
    "\n  mutation SetRefusedWords($input: SetRefusedWordsInput!) { setRefusedWords(input: $input) { ok fieldErrors { field message } } }\n": types.SetRefusedWordsDocument,
    "\n  mutation VoidAttempt($input: VoidAttemptInput!) { voidAttempt(input: $input) { ok fieldErrors { field message } } }\n": types.VoidAttemptDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventProgress($eventId: ID) {\n    eventProgress(eventId: $eventId) {\n      checkpointsDone checkpointsTotal totalScore rank riders answersHidden revealsAt\n      event { id name startsAt endsAt checkpointCount }\n    }\n  }\n"): typeof import('./graphql').EventProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckpointPreview($code: String!) {\n    checkpointPreview(code: $code) { name eventName questionCount secondsPerQuestion }\n  }\n"): typeof import('./graphql').CheckpointPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaderboardFields on Leaderboard {\n    eventId riders updatedAt answersHidden revealsAt\n    entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n    me { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }\n  }\n"): typeof import('./graphql').LeaderboardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leaderboard($eventId: ID, $first: Int) {\n    leaderboard(eventId: $eventId, first: $first) { ...LeaderboardFields }\n  }\n"): typeof import('./graphql').LeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeaderboardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) { ...LeaderboardFields }\n  }\n"): typeof import('./graphql').LeaderboardChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizerEvents {\n    organizerEvents { id name startsAt endsAt closedAt isDefault isDemo revealMode }\n  }\n"): typeof import('./graphql').OrganizerEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizerEvent($id: ID!) {\n    organizerEvent(id: $id) {\n      id name startsAt endsAt timeZone drivesOn revealMode isDefault isDemo closedAt answersRevealed attemptCount\n      checkpoints { id name description code categories questionCount secondsPerQuestion closedAt pinnedQuestionIds }\n      ownQuestions { id prompt choices correct explanation category checkpointIds }\n    }\n  }\n"): typeof import('./graphql').OrganizerEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizerResults($id: ID!) {\n    organizerResults(eventId: $id) {\n      eventId timeZone tieRule checkpoints { id name }\n      rows { rank rankLabel displayName nameTag score rightAnswers checkpointsDone checkpointScores totalTimeMs lastFinish }\n    }\n  }\n"): typeof import('./graphql').OrganizerResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupLinkValid($token: String!) { setupLinkValid(token: $token) }\n"): typeof import('./graphql').SetupLinkValidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: CreateEventInput!) { createEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n"): typeof import('./graphql').CreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } event { id } } }\n"): typeof import('./graphql').UpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseEvent($input: EventRefInput!) { closeEvent(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').CloseEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenEvent($input: EventRefInput!) { reopenEvent(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').ReopenEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($input: EventRefInput!) { deleteEvent(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').DeleteEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').CreateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCheckpoint($input: UpdateCheckpointInput!) { updateCheckpoint(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').UpdateCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseCheckpoint($input: CheckpointRefInput!) { closeCheckpoint(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').CloseCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenCheckpoint($input: CheckpointRefInput!) { reopenCheckpoint(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').ReopenCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReissueCheckpointCode($input: CheckpointRefInput!) { reissueCheckpointCode(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').ReissueCheckpointCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCheckpoint($input: CheckpointRefInput!) { deleteCheckpoint(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').DeleteCheckpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOwnQuestion($input: CreateOwnQuestionInput!) { createOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').CreateOwnQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOwnQuestion($input: OwnQuestionRefInput!) { deleteOwnQuestion(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').DeleteOwnQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportOwnQuestions($input: ImportOwnQuestionsInput!) {\n    importOwnQuestions(input: $input) { ok imported fieldErrors { field message } }\n  }\n"): typeof import('./graphql').ImportOwnQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimSetupLink($input: ClaimSetupLinkInput!) { claimSetupLink(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').ClaimSetupLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitAnswer($input: SubmitAnswerInput!) {\n    submitAnswer(input: $input) {\n      ok outcome { ...OutcomeFields } fieldErrors { field message }\n    }\n  }\n"): typeof import('./graphql').SubmitAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServedQuestionFields on ServedQuestion {\n    attemptId questionId index total category prompt secondsPerQuestion servedAt deadline serverNow\n    picture { url alt mirrored }\n    choices { id label text }\n    outcome { ...OutcomeFields }\n  }\n"): typeof import('./graphql').ServedQuestionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutcomeFields on AnswerOutcome {\n    questionId choiceId correct timedOut late correctChoiceId explanation answersHidden revealsAt points attemptFinished\n  }\n"): typeof import('./graphql').OutcomeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttemptSummaryFields on Attempt {\n    id currentIndex total startedAt finishedAt score correctCount\n    checkpoint { id name description questionCount secondsPerQuestion }\n  }\n"): typeof import('./graphql').AttemptSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentQuestion { currentQuestion { ...ServedQuestionFields } }\n"): typeof import('./graphql').CurrentQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Attempt($id: ID!) {\n    attempt(id: $id) {\n      id startedAt finishedAt score correctCount total totalTimeMs elapsedMs\n      checkpoint { id name description questionCount secondsPerQuestion event { id name checkpointCount } }\n      answers {\n        index questionId category prompt choiceId correctChoiceId correct timedOut late explanation answersHidden revealsAt points timeMs elapsedMs\n        picture { url alt mirrored }\n        choices { id label text }\n      }\n    }\n  }\n"): typeof import('./graphql').AttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAttempt($input: StartAttemptInput!) {\n    startAttempt(input: $input) {\n      ok attempt { ...AttemptSummaryFields } question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message }\n    }\n  }\n"): typeof import('./graphql').StartAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NextQuestion($input: NextQuestionInput!) {\n    nextQuestion(input: $input) { ok question { ...ServedQuestionFields } flow { ...FlowFields } fieldErrors { field message } }\n  }\n"): typeof import('./graphql').NextQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SampleQuestions {\n    sampleQuestions {\n      id category prompt correctChoiceId explanation secondsPerQuestion\n      picture { url alt mirrored }\n      choices { id label text }\n    }\n  }\n"): typeof import('./graphql').SampleQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User { id email displayName phone role rulesAcceptedAt avatarUrl createdAt isGuest }\n"): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlowFields on Flow {\n    rulesAccepted\n    finishedAttempts\n    lastFinishedAttemptId\n    attemptInProgress {\n      id currentIndex total questionsServed startedAt finishedAt score correctCount\n      checkpoint { id name description questionCount secondsPerQuestion }\n    }\n  }\n"): typeof import('./graphql').FlowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me { ...UserFields }\n    flow { ...FlowFields }\n  }\n"): typeof import('./graphql').SessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Join($input: JoinInput!) {\n    join(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }\n  }\n"): typeof import('./graphql').JoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KeepProgress($input: KeepProgressInput!) {\n    keepProgress(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }\n  }\n"): typeof import('./graphql').KeepProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout { logout { ok } }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRules { acceptRules { ok flow { ...FlowFields } fieldErrors { field message } } }\n"): typeof import('./graphql').AcceptRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) { ok user { ...UserFields } fieldErrors { field message } }\n  }\n"): typeof import('./graphql').UploadAvatarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardChanged($eventId: ID!) {\n    leaderboardChanged(eventId: $eventId) {\n      eventId updatedAt\n      board {\n        eventName closed answersHidden revealsAt riders\n        entries { rank userId displayName nameTag score checkpointsDone }\n        finishes { attemptId displayName checkpointName score finishedAt }\n      }\n    }\n  }\n"): typeof import('./graphql').BoardChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Attendance($eventId: ID!) {\n    attendance(eventId: $eventId) {\n      checkpoints { checkpointId name position scanned started finished inProgress lastSeenAt }\n      riders { userId displayName hidden lastSeenAt visits { checkpointId attemptId state startedAt finishedAt lastSeenAt score voided } }\n    }\n  }\n"): typeof import('./graphql').AttendanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RollCall($eventId: ID!, $afterMinutes: Int!) {\n    rollCall(eventId: $eventId, afterMinutes: $afterMinutes) {\n      userId displayName hidden finishedAt minutesSince\n      finishedCheckpoint { checkpointId name position }\n      nextCheckpoint { checkpointId name position }\n    }\n  }\n"): typeof import('./graphql').RollCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModeratedRiders($eventId: ID!) {\n    moderatedRiders(eventId: $eventId) { userId ownName displayName hidden matchesWord }\n    refusedWords(eventId: $eventId)\n  }\n"): typeof import('./graphql').ModeratedRidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionReport($eventId: ID!) {\n    questionReport(eventId: $eventId) {\n      csv\n      rows { questionId prompt category served answered right percentRight medianTimeMs topWrongChoice { id text count } }\n    }\n  }\n"): typeof import('./graphql').QuestionReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideRider($input: HideRiderInput!) { hideRider(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').HideRiderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameRider($input: RenameRiderInput!) { renameRider(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').RenameRiderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRefusedWords($input: SetRefusedWordsInput!) { setRefusedWords(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').SetRefusedWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidAttempt($input: VoidAttemptInput!) { voidAttempt(input: $input) { ok fieldErrors { field message } } }\n"): typeof import('./graphql').VoidAttemptDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
