import type { FormattedExecutionResult } from "graphql";
import type { Client } from "graphql-ws";

/** A subscription read message by message, with a time limit on each (integration tests). */
export function iterateLive<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const it = client.iterate<T>({ query, variables });
  const next = async (ms = 10_000): Promise<FormattedExecutionResult<T, unknown>> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no subscription message in time")), ms);
    });
    try {
      const r = await Promise.race([it.next(), timeout]);
      if (r.done) throw new Error("the subscription ended");
      return r.value;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    next,
    /** Reads messages until one satisfies `pred` (updates may come in more than one window). */
    async until(pred: (p: FormattedExecutionResult<T, unknown>) => boolean, ms = 10_000) {
      const end = Date.now() + ms;
      for (;;) {
        const p = await next(Math.max(1, end - Date.now()));
        if (pred(p)) return p;
      }
    },
    close: () => it.return?.(),
  };
}
