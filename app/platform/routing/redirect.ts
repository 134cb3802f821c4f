/** `/login?redirect=/scan%3Fcode%3DX`: the current path and query, to come back to afterwards. */
export function withRedirect(target: string, back: URL): string {
  const params = new URLSearchParams({ redirect: `${back.pathname}${back.search}` });
  return `${target}?${params}`;
}
