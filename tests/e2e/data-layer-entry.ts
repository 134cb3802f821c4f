// What tests/e2e/data.spec.ts runs in the page: the data layer's modules as the app ships them.
export { createPersistedStore } from "#app/lib/persisted-state.ts";
export { removeToken, setToken } from "#app/lib/token-cookie.ts";
