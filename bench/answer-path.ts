// The server half of "one answer's way" (docs/decisions/011-domain-layout.md): which hand-written
// files run from a rider's last answer reaching the server to another phone's board frame leaving
// it. `npx tsx bench/answer-path.ts` (PostgreSQL at TEST_DATABASE_URL, as the bench).
//
// The server (buildApp on a fresh PostgreSQL database, so the wake-up goes through LISTEN/NOTIFY)
// runs in this process under V8 precise coverage (node:inspector's Profiler). Coverage is reset just
// before the last answer is sent and read when the subscriber's frame arrives; a file counts when
// one of its functions ran in between. The two clients here (fetch, graphql-ws) are library code
// and this file, neither counted; generated code and tests are not counted either.
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "graphql-ws";
import pino from "pino";
import WebSocket from "ws";
import { LeaderboardChangedDocument } from "#app/graphql/__generated__/graphql.ts";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { seedContent } from "#server/db/seed.ts";
import { createBenchDatabase } from "./proc.ts";
import { CODES, gql, NEXT, SUBMIT, signedInRider } from "./riders.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const COUNTED = /^(server|core|content)\//;
const NOT_COUNTED = /(__generated__|\.test\.tsx?$)/;
// The subscription the phone's board sends (app/features/leaderboard/queries.ts), with `me`: its
// generated text, so the bench measures what the phone asks for.
const BOARD = LeaderboardChangedDocument.toString();
const EVENT_OF = "query E { eventProgress { event { id } } }";
const FRAME_TIMEOUT_MS = 15_000;

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
}

/** Hand-written files (relative to the repository) whose functions ran, with the functions' names. */
function filesThatRan(coverage: Coverage): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const script of coverage.result) {
    if (!script.url.startsWith("file://")) continue;
    const file = path.relative(root, fileURLToPath(script.url));
    if (!COUNTED.test(file) || NOT_COUNTED.test(file)) continue;
    const ran = script.functions.filter((f) => (f.ranges[0]?.count ?? 0) > 0).map((f) => f.functionName || "(anonymous)");
    if (ran.length) out.set(file, [...new Set(ran)]);
  }
  return out;
}

export async function measureAnswerPath(): Promise<Map<string, string[]>> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

  const database = await createBenchDatabase();
  const handle = await openDatabase({ databaseUrl: database.url });
  const clients: { dispose(): unknown }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(handle);
    await seedContent(handle.db);
    app = await buildApp({ db: handle, logger: pino({ level: "silent" }), scryptLogN: 12 });
    const server = app.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    // The rider: every question but the last answered, from a phone that sends back the device
    // cookie the server issued it, as a browser does.
    const rider = await signedInRider(url);
    const issued = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ defaultEvent { id } }" }),
    });
    const cookie = issued.headers.get("set-cookie")?.split(";")[0];
    if (!cookie) throw new Error("no device cookie issued");
    const send = (query: string, variables: Record<string, unknown>) => gql(url, query, variables, rider.token, rider.ip, cookie);
    const started = await send("mutation S($code: String!) { startAttempt(input: { code: $code }) { attempt { id } } }", {
      code: CODES[0],
    });
    const attemptId = started.startAttempt.attempt.id as string;
    let last: { questionId: string; choiceId: string } | undefined;
    for (;;) {
      const q = (await send(NEXT, { id: attemptId })).nextQuestion.question;
      if (q.index + 1 === q.total) {
        last = { questionId: q.questionId, choiceId: q.choices[0].id };
        break;
      }
      await send(SUBMIT, { a: attemptId, q: q.questionId, c: q.choices[0].id });
    }
    const eventId = (await send(EVENT_OF, {})).eventProgress.event.id as string;

    // The other phone: a signed-in rider whose board is live (its first frame is the board as it is).
    const watcher = await signedInRider(url);
    const frames: unknown[] = [];
    let onFrame = () => {};
    const client = createClient({
      url: `${url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${watcher.token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    client.subscribe(
      { query: BOARD, variables: { eventId } },
      {
        next: (frame) => {
          frames.push(frame);
          onFrame();
        },
        error: (err) => console.error(err),
        complete: () => {},
      },
    );
    const frameAfter = (seen: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no board frame in time")), FRAME_TIMEOUT_MS);
        onFrame = () => {
          if (frames.length > seen) {
            clearTimeout(timer);
            resolve();
          }
        };
        onFrame();
      });
    await frameAfter(0);
    // Past the hub's coalescing window, so the answer's wake-up is computed at once.
    await new Promise((r) => setTimeout(r, 600));

    const seen = frames.length;
    await session.post("Profiler.takePreciseCoverage"); // resets the counts
    const frame = frameAfter(seen);
    const answer = await send(SUBMIT, { a: attemptId, q: last.questionId, c: last.choiceId });
    if (!answer.submitAnswer.outcome?.attemptFinished) throw new Error(`the last answer did not finish: ${JSON.stringify(answer)}`);
    await frame;
    return filesThatRan((await session.post("Profiler.takePreciseCoverage")) as Coverage);
  } finally {
    for (const c of clients) await c.dispose();
    await app?.close();
    await handle.close();
    await database.drop();
    await session.post("Profiler.stopPreciseCoverage");
    session.disconnect();
  }
}

if (process.argv[1]?.endsWith("answer-path.ts")) {
  const files = await measureAnswerPath();
  for (const [file, fns] of [...files].sort(([a], [b]) => a.localeCompare(b))) console.log(`${file}  (${fns.join(", ")})`);
  console.log(`server half: ${files.size} files`);
}
