// What tests/e2e/data.spec.ts runs in the page: the data layer's modules as the app ships them.

export { removeToken, setToken } from "#app/platform/data/token-cookie.ts";
export { createPersistedStore } from "#app/platform/storage/persisted-state.ts";
