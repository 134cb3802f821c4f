import { mutationOptions, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FragmentType, getFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { JoinInput, KeepProgressInput, LoginInput, RegisterInput, SessionQuery } from "#app/graphql/__generated__/graphql.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { getToken } from "#app/platform/data/token-cookie.ts";
import { request } from "#app/platform/data/transport.ts";
import type { FlowState } from "#app/platform/routing/guards.ts";
import { sessionKeys } from "./keys.ts";
import { login, logout, renewToken } from "./sign-in.ts";

/**
 * What a form of the session's says when its mutation never reached the server. Here, beside the
 * mutations, so the rules screen shows it without the account forms' chunk (scripts/chunk-groups.ts).
 */
export const NETWORK_PROBLEM = "We could not reach the server. Check your connection and try again.";

// The session's cache shape: the guards, the header and every mutation that returns a user or the
// flow select the same fields, so a mutation's result replaces the cached one as it is.
const UserFields = graphql(`
  fragment UserFields on User { id email displayName phone role rulesAcceptedAt avatarUrl createdAt isGuest }
`);

// The server limits depth (graphql-armor counts each fragment spread as a level): the attempt is
// spelled out here rather than spread from AttemptSummaryFields.
export const FlowFields = graphql(`
  fragment FlowFields on Flow {
    rulesAccepted
    finishedAttempts
    lastFinishedAttemptId
    attemptInProgress {
      id currentIndex total questionsServed startedAt finishedAt score correctCount
      checkpoint { id name description questionCount secondsPerQuestion }
    }
  }
`);

/** `me` and `flow` in one round trip: the guards and the header read the same answer. */
export const SessionDocument = graphql(`
  query Session {
    me { ...UserFields }
    flow { ...FlowFields }
  }
`);

// Field errors are two scalars (core/validation.ts's FieldError) that the forms read as they come:
// every mutation selects them inline, `fieldErrors { field message }`.
const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }
  }
`);

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }
  }
`);

const JoinDocument = graphql(`
  mutation Join($input: JoinInput!) {
    join(input: $input) { ok token user { ...UserFields } fieldErrors { field message suggestion } }
  }
`);

const KeepProgressDocument = graphql(`
  mutation KeepProgress($input: KeepProgressInput!) {
    keepProgress(input: $input) { ok token user { ...UserFields } fieldErrors { field message } }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout { logout { ok } }
`);

const AcceptRulesDocument = graphql(`
  mutation AcceptRules { acceptRules { ok flow { ...FlowFields } fieldErrors { field message } } }
`);

// No screen uploads an avatar yet; the document keeps the upload in the persisted allow-list, and
// tests/unit/data-layer/transport.test.ts sends it to exercise the multipart path.
export const UploadAvatarDocument = graphql(`
  mutation UploadAvatar($input: UploadAvatarInput!) {
    uploadAvatar(input: $input) { ok user { ...UserFields } fieldErrors { field message } }
  }
`);

/** FRESH: re-asked on each navigation, shared by a guard and its screen within 100 ms. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => request(SessionDocument, {}, { signal }),
    staleTime: STALE.FRESH,
  });
}

/** The flow as the guards and screens read it: FlowFields, read here where it is defined. */
export function flowOf(session: SessionQuery) {
  return getFragmentData(FlowFields, session.flow);
}

/** A user in an answer (UserFields), read. */
export function userOf(ref: FragmentType<typeof UserFields> | null | undefined) {
  return getFragmentData(UserFields, ref);
}

/** Who is signed in, or null. */
export const meOf = (session: SessionQuery) => userOf(session.me);

export function flowQueryOptions() {
  return queryOptions({ ...sessionQueryOptions(), select: flowOf });
}

/** Who is signed in, for a screen that names them; asked only with a token cookie. */
export function meQueryOptions() {
  return queryOptions({ ...sessionQueryOptions(), select: meOf, enabled: getToken() != null });
}

/** Where a signed-in rider stands, as the guards need it; null when the answer holds no flow. */
export function flowStateOf(session: SessionQuery): FlowState | null {
  const flow = flowOf(session);
  if (!flow) return null;
  return {
    signedIn: true,
    rulesAccepted: flow.rulesAccepted,
    attemptInProgress: flow.attemptInProgress != null,
    attemptStarted: (flow.attemptInProgress?.questionsServed ?? 0) > 0,
    finishedAttempts: flow.finishedAttempts,
  };
}

/** Register: field errors come back as data (`ok: false`); on success the session starts. */
export function registerMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: RegisterInput) => request(RegisterDocument, { input }).then((r) => r.register),
    onSuccess: async (result) => {
      if (result.ok && result.token) await login(result.token, queryClient);
    },
  });
}

/** Join with a nickname: a guest account and its session, started like any other. */
function joinMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: JoinInput) => request(JoinDocument, { input }).then((r) => r.join),
    onSuccess: async (result) => {
      if (result.ok && result.token) await login(result.token, queryClient);
    },
  });
}

/** A guest adds an e-mail and password to the same account; the session goes on under a fresh token. */
function keepProgressMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: KeepProgressInput) => request(KeepProgressDocument, { input }).then((r) => r.keepProgress),
    onSuccess: (result) => {
      const me = result.user;
      if (!result.ok || !me) return;
      if (result.token) renewToken(result.token);
      queryClient.setQueryData(sessionQueryOptions().queryKey, (old) => (old ? { ...old, me } : old));
    },
  });
}

/** Login: one generic message for wrong credentials comes back as a field error of "form". */
function loginMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: LoginInput) => request(LoginDocument, { input }).then((r) => r.login),
    onSuccess: async (result) => {
      if (result.ok && result.token) await login(result.token, queryClient);
    },
  });
}

/** Revokes the session on the server, then forgets it here even when the server was unreachable. */
export function logoutMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async () => {
      try {
        await request(LogoutDocument, {});
      } finally {
        await logout(queryClient);
      }
    },
  });
}

export function acceptRulesMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: () => request(AcceptRulesDocument, {}).then((r) => r.acceptRules.flow),
    onSuccess: (flow) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, (old) => (old ? { ...old, flow } : old));
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export const useRegisterMutation = () => useMutation(registerMutationOptions(useQueryClient()));
export const useJoinMutation = () => useMutation(joinMutationOptions(useQueryClient()));
export const useKeepProgressMutation = () => useMutation(keepProgressMutationOptions(useQueryClient()));
export const useLoginMutation = () => useMutation(loginMutationOptions(useQueryClient()));
export const useLogoutMutation = () => useMutation(logoutMutationOptions(useQueryClient()));
export const useAcceptRulesMutation = () => useMutation(acceptRulesMutationOptions(useQueryClient()));
