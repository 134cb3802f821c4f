// Riders prepared through the real API (register → accept rules → start → serve a question).

export const START =
  "mutation S($code: String!) { startAttempt(input: { code: $code }) { ok attempt { id } fieldErrors { field message } } }";
export const NEXT =
  "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok question { questionId index total choices { id } } } }";
export const SUBMIT =
  "mutation A($a: ID!, $q: ID!, $c: ID) { submitAnswer(input: { attemptId: $a, questionId: $q, choiceId: $c }) { ok outcome { points attemptFinished } fieldErrors { field message } } }";
export const CURRENT = "query C { currentQuestion { questionId index deadline serverNow outcome { points } } }";
const REGISTER = "mutation R($input: RegisterInput!) { register(input: $input) { ok token fieldErrors { field message } } }";

export const CODES = ["GEAR2345", "BEND6789", "CAFE4567"] as const;

let counter = 0;

export async function gql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  ip?: string,
  cookie?: string,
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known fields
): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

export interface Rider {
  token: string;
  attemptId: string;
  questionId: string;
  choiceId: string;
  index: number;
}

/** A signed-in rider who has accepted the rules and started nothing, each from an address of its own. */
export async function signedInRider(url: string): Promise<{ token: string; ip: string }> {
  counter++;
  const ip = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const input = {
    displayName: `Bench ${counter}`,
    email: `bench-${process.pid}-${counter}@example.com`,
    password: "correct horse battery",
    acceptTerms: true,
  };
  const reg = await gql(url, REGISTER, { input }, undefined, ip);
  const token = reg.register.token as string;
  if (!token) throw new Error(JSON.stringify(reg));
  await gql(url, "mutation { acceptRules { ok } }", {}, token, ip);
  return { token, ip };
}

/** A signed-in rider with a started attempt and, unless `serve` is 0, questions served/answered. */
export async function prepareRider(url: string, opts: { answerFirst?: number; code?: string } = {}): Promise<Rider> {
  const { token, ip } = await signedInRider(url);
  const started = await gql(url, START, { code: opts.code ?? CODES[0] }, token, ip);
  const attemptId = started.startAttempt.attempt?.id as string;
  if (!attemptId) throw new Error(JSON.stringify(started));
  for (let i = 0; ; i++) {
    const q = (await gql(url, NEXT, { id: attemptId }, token, ip)).nextQuestion.question;
    if (i >= (opts.answerFirst ?? 0)) return { token, attemptId, questionId: q.questionId, choiceId: q.choices[0].id, index: q.index };
    await gql(url, SUBMIT, { a: attemptId, q: q.questionId, c: q.choices[0].id }, token, ip);
  }
}

/** Runs `make` n times with at most `width` in flight. */
export async function pooled<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}
