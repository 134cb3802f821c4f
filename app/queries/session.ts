import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { LoginInput, RegisterInput, SessionQuery } from "#app/graphql/__generated__/graphql.ts";
import { request } from "#app/graphql/client.ts";
import { STALE } from "#app/lib/query-client.ts";
import { login, logout } from "#app/lib/session.ts";
import { mutationOptions, type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionKeys } from "./keys.ts";

/** `me` and `flow` in one round trip: the guards and the header read the same answer. */
export const SessionDocument = graphql(`
  query Session {
    me { ...UserFields }
    flow { ...FlowFields }
  }
`);

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { ok token user { ...UserFields } fieldErrors { ...FieldErrorFields } }
  }
`);

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { ok token user { ...UserFields } fieldErrors { ...FieldErrorFields } }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout { logout { ok } }
`);

const AcceptRulesDocument = graphql(`
  mutation AcceptRules { acceptRules { ...FlowFields } }
`);

const UploadAvatarDocument = graphql(`
  mutation UploadAvatar($file: File!) {
    uploadAvatar(file: $file) { ok user { ...UserFields } fieldErrors { ...FieldErrorFields } }
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

export function meQueryOptions() {
  return queryOptions({ ...sessionQueryOptions(), select: (s: SessionQuery) => s.me });
}

export function flowQueryOptions() {
  return queryOptions({ ...sessionQueryOptions(), select: (s: SessionQuery) => s.flow });
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

/** Login: one generic message for wrong credentials comes back as a field error of "form". */
export function loginMutationOptions(queryClient: QueryClient) {
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
    mutationFn: () => request(AcceptRulesDocument, {}).then((r) => r.acceptRules),
    onSuccess: (flow) => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, (old) => (old ? { ...old, flow } : old));
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** Multipart upload (operations + map); images only, size-limited by the server. */
export function uploadAvatarMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (file: File | Blob) => request(UploadAvatarDocument, { file }).then((r) => r.uploadAvatar),
    onSuccess: (result) => {
      const user = result.user;
      if (!result.ok || !user) return;
      queryClient.setQueryData(sessionQueryOptions().queryKey, (old) => (old ? { ...old, me: user } : old));
    },
  });
}

export const useRegisterMutation = () => useMutation(registerMutationOptions(useQueryClient()));
export const useLoginMutation = () => useMutation(loginMutationOptions(useQueryClient()));
export const useLogoutMutation = () => useMutation(logoutMutationOptions(useQueryClient()));
export const useAcceptRulesMutation = () => useMutation(acceptRulesMutationOptions(useQueryClient()));
export const useUploadAvatarMutation = () => useMutation(uploadAvatarMutationOptions(useQueryClient()));
