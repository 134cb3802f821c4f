import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import {
  type PersistedQueryClientRestoreOptions,
  type PersistedQueryClientSaveOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from "@tanstack/query-persist-client-core";
import type { Query, QueryClient } from "@tanstack/react-query";
import { BUILD_ID, CLIENT_ADDRESS_URL, STORAGE_KEY_MODE } from "#app/platform/env.ts";
import { keyCipher } from "./persisted-state.ts";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** false: this query's answers stay out of the kept copy (they are kept elsewhere). */
      keptOffline?: false;
    };
  }
}

/**
 * What a screen shows when it is reopened without signal (docs/product.md#offline): every answer
 * the server sent (the rider and the flow, the question on screen with its outcome, results,
 * boards and event progress) as it last sent them, unless its query says `keptOffline: false` (the
 * practice set has its own cache, expiring-cache.ts). Answers on their way are kept apart, at once
 * and per tab (routes/quiz/answer-outbox.ts), since this copy is written with a delay and only for
 * display.
 */
const shouldKeep = (query: Query) => query.state.status === "success" && query.meta?.keptOffline !== false;

export const KEPT_CACHE_KEY = "motoquiz:kept";
/** A ride lasts a day: older copies are not worth showing. */
const MAX_AGE_MS = 24 * 60 * 60_000;
const SAVE_THROTTLE_MS = 250;

export interface KeptCacheStorages {
  local: Storage | null;
}

function browserStorages(): KeptCacheStorages {
  try {
    return { local: typeof window === "undefined" ? null : window.localStorage };
  } catch {
    return { local: null }; // blocked storage (some WebViews, strict privacy settings)
  }
}

let forget: () => Promise<void> = async () => {};

/**
 * Puts back what this phone kept from its last visit, then keeps the copy up to date. Sealed like
 * the persisted state (persisted-state.ts, the same key mode and cipher) in localStorage, never
 * plain: with no key (the network-address mode with no answer) nothing is kept. Resolves once restored:
 * a missing, foreign, expired, tampered or other-build copy is dropped, never thrown.
 */
export async function keepCache(queryClient: QueryClient, storages: KeptCacheStorages = browserStorages()): Promise<void> {
  const cipher = await keyCipher({ keyMode: STORAGE_KEY_MODE, addressUrl: CLIENT_ADDRESS_URL }).catch(() => null);
  if (!cipher || !storages.local) return;
  const persister = createAsyncStoragePersister({
    storage: storages.local,
    key: KEPT_CACHE_KEY,
    throttleTime: SAVE_THROTTLE_MS,
    serialize: (client) => cipher.encrypt(JSON.stringify(client)),
    deserialize: async (sealed) => JSON.parse(await cipher.decrypt(sealed)),
  });
  const options: PersistedQueryClientRestoreOptions & PersistedQueryClientSaveOptions = {
    queryClient,
    persister,
    // Each build may select other fields: a copy from another build is dropped, not shown half-filled.
    buster: BUILD_ID,
    maxAge: MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false },
  };
  forget = async () => {
    await persister.removeClient();
  };
  await persistQueryClientRestore(options).catch(() => {});
  persistQueryClientSubscribe(options);
}

/** Drops the kept copy: on logout or login nothing of the previous rider stays on the phone. */
export function forgetKeptCache(): Promise<void> {
  return forget();
}
