import { type DehydratedState, dehydrate, hydrate, matchMutation, type QueryClient } from "@tanstack/react-query";
import { submitAnswerKey, submitAnswerMutationOptions } from "#app/features/quiz/answer.ts";

/**
 * An answer on its way (paused offline, or sent and not yet answered) outlives a reload: the
 * pending submit-answer mutations are kept in sessionStorage (per tab) with TanStack's own
 * dehydrate, and put back and resumed by the quiz page's loader. Sending late is honest: the
 * server's clock decides whether the answer was in time.
 */
const STORAGE_KEY = "motoquiz:answers";

const restored = new WeakSet<QueryClient>();

/** Puts back the answers a reload interrupted and sends them; keeps the store in step from then on. */
export function resumeAnswers(queryClient: QueryClient): void {
  if (restored.has(queryClient)) return;
  restored.add(queryClient);
  // A restored mutation has only its key and variables: the defaults give it the rest.
  queryClient.setMutationDefaults(submitAnswerKey, submitAnswerMutationOptions(queryClient));
  const saved = read();
  if (saved) hydrate(queryClient, saved);
  const cache = queryClient.getMutationCache();
  cache.subscribe((event) => {
    if (event.mutation && matchMutation({ mutationKey: submitAnswerKey }, event.mutation)) save(queryClient);
  });
  // Offline, a resumed mutation pauses again and goes when the connection returns.
  for (const m of cache.findAll({ mutationKey: submitAnswerKey, status: "pending" })) void m.continue().catch(() => {});
}

function save(queryClient: QueryClient): void {
  const { mutations } = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (m) => m.state.status === "pending" && matchMutation({ mutationKey: submitAnswerKey }, m),
  });
  try {
    if (mutations.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ mutations, queries: [] } satisfies DehydratedState));
  } catch {
    // Storage full or blocked: the answer still waits in memory for this page.
  }
}

function read(): DehydratedState | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
