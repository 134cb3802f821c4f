import { STORAGE_CRYPTO } from "#app/platform/constants.ts";
import { createStorageCipher, type StorageCipher } from "./storage-crypto.ts";

export type KeyMode = "agent" | "network-address";

export interface PersistedStoreOptions<T> {
  /** Storage key, in localStorage and sessionStorage alike. */
  name: string;
  /** Stored state is restored only when its version equals this one. */
  version: number;
  defaults: T;
  /** Shape check of restored state: null drops it. */
  parse: (value: unknown) => T | null;
  /** "agent": user agent + page title; "network-address": our server's view of the client's address. */
  keyMode?: KeyMode;
  /** The salt: the app's page title, fixed, since each route sets its own document.title. */
  title?: string;
  userAgent?: string;
  /** GET → { address } on our own server (never a third party by default). */
  addressUrl?: string;
  fetch?: typeof fetch;
  local?: Storage | null;
  session?: Storage | null;
}

export interface PersistedStore<T> {
  /** Resolves once stored state has been restored (or dropped). */
  ready: Promise<void>;
  get(): T;
  set(next: T | ((prev: T) => T)): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** How state is kept: encrypted in both storages, or in memory only. */
  mode(): "encrypted" | "memory";
  dispose(): void;
}

interface Envelope {
  [STORAGE_CRYPTO.versionField]: number;
  state: unknown;
}

function storageOf(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

/**
 * Versioned client state (docs/product.md#persisted-state): encrypted (storage-crypto.ts) in localStorage and
 * sessionStorage, restored only when the stored version equals the current one, synchronised
 * across tabs by the storage event. Without a secure context the same cipher comes from a library
 * (storage-crypto.ts), so state is never stored unencrypted; only when no key can be had (the
 * network-address mode with no answer) it lives in memory for this page. Corrupt, foreign or
 * outdated data is dropped, never thrown.
 */
export function createPersistedStore<T>(opts: PersistedStoreOptions<T>): PersistedStore<T> {
  const local = opts.local === undefined ? storageOf("localStorage") : opts.local;
  const session = opts.session === undefined ? storageOf("sessionStorage") : opts.session;
  const listeners = new Set<() => void>();
  let state = opts.defaults;
  let cipher: StorageCipher | null = null;
  let mode: "encrypted" | "memory" = "memory";
  let writes: Promise<void> = Promise.resolve();
  let disposed = false;

  const emit = () => {
    for (const l of listeners) l();
  };

  async function open(raw: string | null): Promise<T | null> {
    if (raw == null) return null;
    try {
      if (!cipher) return null;
      const envelope = JSON.parse(await cipher.decrypt(raw)) as Envelope;
      if (!envelope || envelope[STORAGE_CRYPTO.versionField] !== opts.version) return null;
      return opts.parse(envelope.state);
    } catch {
      return null;
    }
  }

  async function seal(sealer: StorageCipher, value: T): Promise<string> {
    return sealer.encrypt(JSON.stringify({ [STORAGE_CRYPTO.versionField]: opts.version, state: value }));
  }

  function safeSet(store: Storage | null, value: string) {
    try {
      store?.setItem(opts.name, value);
    } catch {
      // Quota or blocked storage: the state still lives in memory for this page.
    }
  }

  function drop(store: Storage | null) {
    try {
      store?.removeItem(opts.name);
    } catch {}
  }

  async function restore() {
    cipher = await keyCipher(opts).catch(() => null);
    mode = cipher ? "encrypted" : "memory";
    if (mode === "memory") return;
    for (const store of [session, local]) {
      const restored = await open(store?.getItem(opts.name) ?? null);
      if (restored !== null) {
        state = restored;
        emit();
        return;
      }
      drop(store);
    }
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== opts.name || event.storageArea !== local || mode !== "encrypted") return;
    void open(event.newValue).then((next) => {
      if (next === null || disposed) return;
      state = next;
      if (event.newValue) safeSet(session, event.newValue);
      emit();
    });
  };

  const ready = restore().then(() => {
    if (disposed || typeof window === "undefined") return;
    if (mode === "encrypted") window.addEventListener("storage", onStorage);
  });

  return {
    ready,
    get: () => state,
    mode: () => mode,
    async set(next) {
      await ready;
      state = typeof next === "function" ? (next as (prev: T) => T)(state) : next;
      emit();
      const value = state;
      // Writes are chained so that a slower encryption never lands after a newer one.
      writes = writes.then(async () => {
        if (!cipher) return;
        const sealed = await seal(cipher, value);
        safeSet(session, sealed);
        safeSet(local, sealed);
      });
      await writes;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      listeners.clear();
    },
  };
}

/** The cipher of a key mode; kept-cache.ts seals the cached server answers with the same one. */
export async function keyCipher(
  opts: Pick<PersistedStoreOptions<unknown>, "keyMode" | "title" | "userAgent" | "addressUrl" | "fetch">,
): Promise<StorageCipher | null> {
  const title = opts.title ?? "MotoQuiz";
  if ((opts.keyMode ?? "agent") === "agent") {
    const agent = opts.userAgent ?? (typeof navigator === "undefined" ? "" : navigator.userAgent);
    return createStorageCipher(agent, title);
  }
  // The network-address mode: if our server cannot say, state stays in memory for this page.
  const doFetch = opts.fetch ?? globalThis.fetch;
  const res = await doFetch(opts.addressUrl ?? "/client-address", { headers: { accept: "application/json" } });
  const body: unknown = await res.json();
  const address = typeof body === "object" && body !== null && "address" in body ? body.address : null;
  if (!res.ok || typeof address !== "string" || !address) return null;
  return createStorageCipher(address, title);
}
