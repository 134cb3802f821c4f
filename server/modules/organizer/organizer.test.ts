import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { type FieldDefinitionNode, Kind, parse } from "graphql";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, checkpointQuestions, checkpoints, events, questions, users } from "#server/db/schema/index.ts";
import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";
import { parseCsv } from "#server/modules/shared/csv.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { answerKey, NEXT, play, START, SUBMIT } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { organizerResolvers } from "./resolvers.ts";

const EVENT_FIELDS = `id name startsAt endsAt timeZone drivesOn revealMode isDefault isDemo closedAt answersRevealed attemptCount
  checkpoints { id name code categories questionCount secondsPerQuestion closedAt pinnedQuestionIds }
  ownQuestions { id prompt choices correct checkpointIds }`;
const CREATE_EVENT = `mutation C($input: CreateEventInput!) { createEvent(input: $input) { ok fieldErrors { field message } event { ${EVENT_FIELDS} } } }`;
const UPDATE_EVENT = `mutation U($input: UpdateEventInput!) { updateEvent(input: $input) { ok fieldErrors { field message } event { ${EVENT_FIELDS} } } }`;
const EVENT_OP = (op: string) =>
  `mutation E($id: ID!) { ${op}(input: { eventId: $id }) { ok fieldErrors { field message } ${op === "deleteEvent" ? "" : "event { closedAt answersRevealed }"} } }`;
const CREATE_CP = `mutation CC($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { ok fieldErrors { field message } checkpoint { id code name closedAt } } }`;
const UPDATE_CP = `mutation UC($input: UpdateCheckpointInput!) { updateCheckpoint(input: $input) { ok fieldErrors { field message } checkpoint { id name questionCount secondsPerQuestion categories } } }`;
const CP_OP = (op: string) =>
  `mutation P($id: ID!) { ${op}(input: { checkpointId: $id }) { ok fieldErrors { field message } ${op === "deleteCheckpoint" ? "" : "checkpoint { code closedAt }"} } }`;
const CREATE_Q = `mutation Q($input: CreateOwnQuestionInput!) { createOwnQuestion(input: $input) { ok fieldErrors { field message } question { id checkpointIds } } }`;
const EVENT = `query Ev($id: ID!) { organizerEvent(id: $id) { ${EVENT_FIELDS} } }`;
const RESULTS = `query R($id: ID!) { organizerResults(eventId: $id) { timeZone checkpoints { name } tieRule
  rows { rank rankLabel displayName nameTag score rightAnswers checkpointsDone checkpointScores totalTimeMs lastFinish } } }`;
const PROGRESS = `query P($e: ID) { eventProgress(eventId: $e) { checkpointsDone checkpointsTotal } }`;

const eventInput = (over: Record<string, unknown> = {}) => ({
  name: "Charity Ride",
  startsAt: "2026-06-01T08:00:00.000Z",
  endsAt: "2026-06-01T16:00:00.000Z",
  timeZone: "Europe/Berlin",
  drivesOn: "RIGHT",
  revealMode: "AFTER_EACH_ANSWER",
  isDefault: false,
  ...over,
});
const cpInput = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  description: "",
  categories: [],
  questionCount: 3,
  secondsPerQuestion: 20,
  ...over,
});

describe.each(DB_KINDS)("the organizer's console on %s", SLOW, (kind) => {
  let s: TestServer;
  const logLines: string[] = [];
  let organizer: { token: string; userId: string };
  let rider: { token: string; userId: string };

  beforeAll(async () => {
    const sink = { write: (line: string) => void logLines.push(line) };
    s = await startServer(kind, {
      logger: pino({ level: "info" }, sink),
      rateLimits: { registerIp: { points: 1000, durationS: 60 } },
    });
    organizer = await signUp(s, "Olga");
    rider = await signUp(s, "Rita Rider");
  });
  afterAll(() => s.close());

  const gqlOk = async (query: string, variables: Record<string, unknown>, field: string, token = organizer.token) => {
    const r = await s.gql(query, variables, token);
    const out = r.data?.[field];
    if (!out?.ok) throw new Error(`${field}: ${r.raw}`);
    return out;
  };
  const counts = async () => {
    const db = s.handle.db;
    const n = async (t: typeof events | typeof checkpoints | typeof questions | typeof checkpointQuestions) =>
      Number((await db.select({ n: count() }).from(t))[0]?.n);
    return [await n(events), await n(checkpoints), await n(questions), await n(checkpointQuestions)];
  };

  it("prints a one-time setup link while no organizer exists; it makes one organizer and then is dead", async () => {
    const path = await s.app.setupPath();
    expect(path).toMatch(/^\/organize\?setup=[\w-]{20,}$/);
    const token = (path ?? "").split("=")[1] ?? "";
    expect((await s.gql(`query V($t: String!) { setupLinkValid(token: $t) }`, { t: token })).data?.setupLinkValid).toBe(true);
    // A rider cannot see the console before, even with the link in hand.
    const before = await s.gql(`{ organizerEvents { id } }`, {}, organizer.token);
    expect(before.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const CLAIM = `mutation S($input: ClaimSetupLinkInput!) { claimSetupLink(input: $input) { ok fieldErrors { field message } user { role } } }`;
    const wrong = await s.gql(CLAIM, { input: { token: "nope", closeDemo: false } }, organizer.token);
    expect(wrong.data?.claimSetupLink).toMatchObject({ ok: false, fieldErrors: [{ field: "token" }] });
    const claimed = await s.gql(CLAIM, { input: { token, closeDemo: true } }, organizer.token);
    expect(claimed.data?.claimSetupLink).toMatchObject({ ok: true, user: { role: "ORGANIZER" } });
    // The demo event was offered and closed.
    const [demo] = await s.handle.db.select().from(events).where(eq(events.isDemo, true));
    expect(demo?.closedAt).not.toBeNull();
    // Once used: the same link and any other refuse, and no new one is printed.
    const again = await s.gql(CLAIM, { input: { token, closeDemo: false } }, rider.token);
    expect(again.data?.claimSetupLink.ok).toBe(false);
    expect((await s.gql(`query V($t: String!) { setupLinkValid(token: $t) }`, { t: token })).data?.setupLinkValid).toBe(false);
    expect(await s.app.setupPath()).toBeNull();
    const roles = await s.handle.db.select({ id: users.id, role: users.role }).from(users);
    expect(roles.find((u) => u.id === rider.userId)?.role).toBe("RIDER");
    expect(logLines.some((l) => l.includes('"action":"claimSetupLink"'))).toBe(true);
  });

  it("refuses a rider's token on every organizer mutation the schema lists, and stores nothing", async () => {
    const sdl = fs.readFileSync(new URL("./organizer.graphql", import.meta.url), "utf8");
    const mutationType = parse(sdl).definitions.find((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === "Mutation");
    const fields = mutationType && "fields" in mutationType ? ((mutationType.fields ?? []) as readonly FieldDefinitionNode[]) : [];
    const names = fields.map((f) => f.name.value).filter((n) => n !== "claimSetupLink");
    expect(names.length).toBeGreaterThanOrEqual(15);
    const viewer = await viewerFromToken(s.handle.db, rider.token, s.clock.now());
    const ctx = { ...s.app.deps, viewer, ip: "127.0.0.1", device: () => null } satisfies GraphQLContext;
    const mutations = organizerResolvers.Mutation as Record<string, (p: unknown, a: unknown, c: GraphQLContext) => Promise<unknown>>;
    const before = await counts();
    for (const name of names) {
      const resolver = mutations[name];
      expect(resolver, `${name} has a resolver`).toBeTypeOf("function");
      const input = { eventId: "x", checkpointId: "x", questionId: "x", event: eventInput(), checkpoint: cpInput("Nope"), question: {} };
      const result = await resolver?.({}, { input }, ctx);
      expect(result, name).toMatchObject({ ok: false, fieldErrors: [{ field: "form", message: "Only an organizer may do this." }] });
    }
    // And over HTTP with the token, as a phone would send it.
    const http = await s.gql(CREATE_EVENT, { input: { event: eventInput() } }, rider.token);
    expect(http.data?.createEvent).toMatchObject({ ok: false, fieldErrors: [{ message: "Only an organizer may do this." }] });
    expect(await counts()).toEqual(before);
  });

  let eventId = "";
  const cps: { id: string; code: string }[] = [];

  it("creates and edits an event field by field; bad input names the field and stores nothing", async () => {
    const before = await counts();
    const bad = await s.gql(
      CREATE_EVENT,
      { input: { event: eventInput({ name: " x ", timeZone: "Mars/Base", endsAt: "2026-06-01T07:00:00.000Z" }) } },
      organizer.token,
    );
    expect(bad.data?.createEvent.ok).toBe(false);
    expect(bad.data?.createEvent.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual([
      "event.endsAt",
      "event.name",
      "event.timeZone",
    ]);
    expect(await counts()).toEqual(before);

    const created = await gqlOk(CREATE_EVENT, { input: { event: eventInput() } }, "createEvent");
    eventId = created.event.id;
    expect(created.event).toMatchObject({ name: "Charity Ride", timeZone: "Europe/Berlin", isDemo: false, closedAt: null });
    const edited = await gqlOk(
      UPDATE_EVENT,
      {
        input: {
          eventId,
          event: eventInput({
            name: "Charity Ride 2026",
            endsAt: "2026-06-01T18:00:00.000Z",
            drivesOn: "LEFT",
            timeZone: "Europe/London",
            isDefault: true,
          }),
        },
      },
      "updateEvent",
    );
    expect(edited.event).toMatchObject({
      name: "Charity Ride 2026",
      endsAt: "2026-06-01T18:00:00.000Z",
      drivesOn: "LEFT",
      timeZone: "Europe/London",
      isDefault: true,
    });
    expect(logLines.some((l) => l.includes('"action":"updateEvent"') && l.includes(organizer.userId))).toBe(true);
  });

  it("checkpoints: create, edit, close (no longer one to go), reopen, reissue (the old code says replaced), delete", async () => {
    for (const name of ["Start", "Lakes", "Café"]) {
      s.clock.advance(1000);
      const r = await gqlOk(CREATE_CP, { input: { eventId, checkpoint: cpInput(name) } }, "createCheckpoint");
      cps.push({ id: r.checkpoint.id, code: r.checkpoint.code });
    }
    const [a, b, c] = cps as [(typeof cps)[0], (typeof cps)[0], (typeof cps)[0]];
    const bad = await s.gql(
      UPDATE_CP,
      { input: { checkpointId: a.id, checkpoint: cpInput("Start", { secondsPerQuestion: 2 }) } },
      organizer.token,
    );
    expect(bad.data?.updateCheckpoint.fieldErrors).toEqual([
      { field: "checkpoint.secondsPerQuestion", message: "Seconds must be 5 to 120." },
    ]);
    const edited = await gqlOk(
      UPDATE_CP,
      {
        input: {
          checkpointId: a.id,
          checkpoint: cpInput("Start line", { questionCount: 4, secondsPerQuestion: 30, categories: ["GEAR", "RULES"] }),
        },
      },
      "updateCheckpoint",
    );
    expect(edited.checkpoint).toMatchObject({
      name: "Start line",
      questionCount: 4,
      secondsPerQuestion: 30,
      categories: ["GEAR", "RULES"],
    });

    const total = async () => (await s.gql(PROGRESS, { e: eventId }, rider.token)).data?.eventProgress.checkpointsTotal;
    expect(await total()).toBe(3);
    const closed = await gqlOk(CP_OP("closeCheckpoint"), { id: c.id }, "closeCheckpoint");
    expect(closed.checkpoint.closedAt).not.toBeNull();
    expect(await total()).toBe(2);
    expect((await s.gql(START, { code: c.code }, rider.token)).data?.startAttempt.fieldErrors[0].message).toBe("Café is closed.");
    await gqlOk(CP_OP("reopenCheckpoint"), { id: c.id }, "reopenCheckpoint");
    expect(await total()).toBe(3);

    const reissued = await gqlOk(CP_OP("reissueCheckpointCode"), { id: b.id }, "reissueCheckpointCode");
    expect(reissued.checkpoint.code).not.toBe(b.code);
    const old = await s.gql(START, { code: b.code }, rider.token);
    expect(old.data?.startAttempt.fieldErrors[0].message).toMatch(/was replaced/);
    b.code = reissued.checkpoint.code;

    const extra = await gqlOk(CREATE_CP, { input: { eventId, checkpoint: cpInput("Extra") } }, "createCheckpoint");
    await gqlOk(CP_OP("deleteCheckpoint"), { id: extra.checkpoint.id }, "deleteCheckpoint");
    expect(await s.handle.db.select().from(checkpoints).where(eq(checkpoints.id, extra.checkpoint.id))).toEqual([]);
  });

  /** Uploads a file of own questions to the event, as the console does (GraphQL multipart). */
  const upload = async (name: string, text: string) => {
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: `mutation I($input: ImportOwnQuestionsInput!) { importOwnQuestions(input: $input) { ok imported fieldErrors { field message } } }`,
        variables: { input: { eventId, file: null } },
      }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
    form.append("0", new File([text], name, { type: "text/csv" }));
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${organizer.token}`, "x-graphql-csrf": "1" },
      body: form,
    });
    const raw = await res.text();
    const body = JSON.parse(raw) as {
      data?: { importOwnQuestions: { ok: boolean; imported: number; fieldErrors: { message: string }[] } };
    };
    if (!body.data) throw new Error(raw);
    return body.data.importOwnQuestions;
  };
  it("own questions: pinned ones are served first, private to the event; an upload lists every problem by line and stores nothing", async () => {
    const [a] = cps as [(typeof cps)[0]];
    const bad = await s.gql(
      CREATE_Q,
      {
        input: {
          eventId,
          question: { prompt: "Hm", choices: ["Yes"], correct: 3, explanation: "Because.", category: "RULES", checkpointIds: [] },
        },
      },
      organizer.token,
    );
    expect(bad.data?.createOwnQuestion.fieldErrors).toEqual([
      { field: "question.prompt", message: "Question must be at least 5 characters." },
      { field: "question.choices", message: "Give 2 to 4 choices." },
      { field: "question.correct", message: "Right choice must be one of the choices given." },
    ]);
    const q = {
      prompt: "Where is the club's lunch stop?",
      choices: ["The Lakes Café", "The car park", "The summit"],
      correct: 0,
      explanation: "We stop at the Lakes Café at noon.",
      category: "GROUP_FIRST_AID",
      checkpointIds: [a.id],
    };
    const created = await gqlOk(CREATE_Q, { input: { eventId, question: q } }, "createOwnQuestion");
    expect(created.question.checkpointIds).toEqual([a.id]);
    const ownId = created.question.id as string;

    // Upload: a CSV with two broken lines; nothing is stored, every problem is named by line.
    const before = await counts();
    const header = "prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,category,checkpoints";
    const broken = await upload(
      "club.csv",
      `${header}\r\nWhat colour is the club vest?,Yellow,Blue,,,A,Hi-vis yellow for all of us.,GEAR,${a.code}\r\nToo short?,One,,,,E,No.,NOPE,ZZZZ-ZZZZ\r\n`,
    );
    expect(broken.ok).toBe(false);
    expect(broken.fieldErrors.map((e) => e.message)).toEqual([
      "line 3, correct: Right choice must be a letter A to D.",
      "line 3, choice_b: Choice is required.",
      "line 3, explanation: Explanation must be at least 5 characters.",
      "line 3, category: Category must be one of GEAR, TECHNIQUE, HAZARDS, MAINTENANCE, RULES, GROUP_FIRST_AID.",
      "line 3, checkpoints: ZZZZ-ZZZZ is no checkpoint code of this event.",
    ]);
    expect(await counts()).toEqual(before);
    const good = await upload(
      "club.csv",
      `${header}\r\nWhat colour is the club vest?,Yellow,Blue,,,A,Hi-vis yellow for all of us.,GEAR,${a.code}\r\n`,
    );
    expect(good).toMatchObject({ ok: true, imported: 1 });
    // JSON names the item; a .txt is refused before it is read.
    const json = await upload(
      "club.json",
      JSON.stringify([
        {
          prompt: "Which way is the ring road?",
          choices: ["Left", "Right"],
          correct: "C",
          explanation: "Signed at the exit.",
          category: "RULES",
        },
      ]),
    );
    expect(json.fieldErrors.map((e) => e.message)).toEqual(["item 1, correct: Right choice must be one of the choices given."]);
    expect((await upload("club.txt", "hello")).fieldErrors.map((e) => e.message)).toEqual(["Upload a .csv or .json file."]);

    // The rider at checkpoint A meets both own questions first; they never reach the public bank.
    const first = await s.gql(START, { code: a.code }, rider.token);
    const attemptId = first.data?.startAttempt.attempt.id;
    const [attempt] = await s.handle.db.select().from(attempts).where(eq(attempts.id, attemptId));
    const own = (await s.gql(EVENT, { id: eventId }, organizer.token)).data?.organizerEvent.ownQuestions.map((o: { id: string }) => o.id);
    expect(own).toHaveLength(2);
    expect(new Set(attempt?.questionIds.slice(0, 2))).toEqual(new Set(own));
    expect(own).toContain(ownId);
    const other = await gqlOk(CREATE_EVENT, { input: { event: eventInput({ name: "Other club" }) } }, "createEvent");
    const otherCp = await gqlOk(
      CREATE_CP,
      { input: { eventId: other.event.id, checkpoint: cpInput("All", { questionCount: 20 }) } },
      "createCheckpoint",
    );
    const someone = await signUp(s, "Sam");
    const elsewhere = await s.gql(START, { code: otherCp.checkpoint.code }, someone.token);
    const [theirs] = await s.handle.db.select().from(attempts).where(eq(attempts.id, elsewhere.data?.startAttempt.attempt.id));
    expect(theirs?.questionIds.some((id) => own.includes(id))).toBe(false);
    await gqlOk(EVENT_OP("deleteEvent"), { id: other.event.id }, "deleteEvent");

    // Built-in questions are not the organizer's to edit.
    const [builtIn] = await s.handle.db.select({ id: questions.id }).from(questions).limit(1);
    const edit = await s.gql(
      `mutation U($input: UpdateOwnQuestionInput!) { updateOwnQuestion(input: $input) { ok fieldErrors { field message } } }`,
      { input: { questionId: builtIn?.id, question: q } },
      organizer.token,
    );
    expect(edit.data?.updateOwnQuestion.fieldErrors[0].field).toBe("questionId");
  });

  it("own questions pass the bank's rules (core/authoring.ts): the form and an upload name each problem by field, line or item; nothing stored", async () => {
    const before = await counts();
    const q = (over: Record<string, unknown>) => ({
      prompt: "When should you check your tyre pressure?",
      choices: ["Cold, before the ride", "Hot, after the ride", "Once a year"],
      correct: 0,
      explanation: "A warm tyre reads high.",
      category: "MAINTENANCE",
      checkpointIds: [],
      ...over,
    });
    const form = async (over: Record<string, unknown>) =>
      (await s.gql(CREATE_Q, { input: { eventId, question: q(over) } }, organizer.token)).data?.createOwnQuestion.fieldErrors;
    // One question per rule class the bank's checker holds.
    expect(await form({ choices: ["Cold, before the ride and after filling up at the station", "Hot", "Once"] })).toEqual([
      { field: "question.choices", message: expect.stringMatching(/^the right choice is much longer than the others/) },
    ]);
    expect(await form({ choices: ["Cold, before the ride", "Always when hot", "Never at all"] })).toEqual([
      { field: "question.choices", message: expect.stringMatching(/^only wrong choices say only, always, never or exactly/) },
    ]);
    expect(await form({ choices: ["Usually when cold", "Hot, after the ride", "Once a year"] })).toEqual([
      { field: "question.choices", message: expect.stringMatching(/^the right choice is the only hedged one/) },
    ]);
    expect(await form({ prompt: "Is cold, before the ride the time to check tyre pressure?" })).toEqual([
      { field: "question.prompt", message: "holds the right choice's own words; ask without naming the answer." },
    ]);
    expect(await form({ explanation: "A warm tyre reads high. Check cold. Every week." })).toEqual([
      { field: "question.explanation", message: expect.stringMatching(/^3 sentences; keep it to one or two/) },
    ]);
    expect(await form({ explanation: "Aim for 2.5 bar when cold." })).toEqual([
      { field: "question.explanation", message: 'bar needs psi beside it, as in "100 km/h (60 mph)".' },
    ]);
    expect(await form({ choices: ["Cold, before the ride", "Hot, after 90 km/h", "Once a year"] })).toEqual([
      { field: "question.choices.1", message: 'km/h needs mph beside it, as in "100 km/h (60 mph)".' },
    ]);
    expect(await form({ explanation: "Riding on a soft tyre is illegal." })).toEqual([
      { field: "question.explanation", message: expect.stringMatching(/^it speaks of the law; say where it holds/) },
    ]);
    const firstAid = {
      prompt: "A casualty is bleeding hard from the leg. What first?",
      choices: ["Press on the wound", "Give water", "Lift the leg"],
    };
    expect(await form({ ...firstAid, explanation: "Firm pressure stops most bleeding." })).toEqual([
      {
        field: "question.explanation",
        message: expect.stringMatching(/^a first-aid question names its guideline and year: ERC Guidelines 2025/),
      },
    ]);
    // The explanation stands for the basis an organizer cannot give, so naming the guideline there passes.
    const aid = await gqlOk(
      CREATE_Q,
      { input: { eventId, question: q({ ...firstAid, explanation: "ERC Guidelines 2025: firm, direct pressure stops most bleeding." }) } },
      "createOwnQuestion",
    );
    // The same prompt twice in one event is refused, on the form and in a file; editing a question keeps its own prompt.
    expect(await form({ ...firstAid, explanation: "ERC Guidelines 2025: press on it." })).toEqual([
      { field: "question.prompt", message: "one of the event's questions asks the same." },
    ]);
    const edited = await gqlOk(
      `mutation U($input: UpdateOwnQuestionInput!) { updateOwnQuestion(input: $input) { ok fieldErrors { field message } } }`,
      {
        input: {
          questionId: aid.question.id,
          question: q({ ...firstAid, explanation: "ERC Guidelines 2025: press firmly on the wound." }),
        },
      },
      "updateOwnQuestion",
    );
    expect(edited.fieldErrors).toEqual([]);
    const afterForm = await counts();
    expect(afterForm[2]).toBe((before[2] ?? 0) + 1);

    const header = "prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,category,checkpoints";
    const csv = await upload(
      "rules.csv",
      [
        header,
        "How far ahead should you look in a bend?,As far as you can see,At the front wheel,,,A,Look where you want to go.,TECHNIQUE,",
        "How far ahead should you look in a bend?,To the exit,At the front wheel,,,A,Look where you want to go.,TECHNIQUE,",
        "Which tyre wears faster?,Usually the rear,The front,Both evenly,,A,The rear drives the bike.,MAINTENANCE,",
        `${firstAid.prompt},Press on the wound,Give water,,,A,ERC Guidelines 2025: press.,GROUP_FIRST_AID,`,
      ].join("\r\n"),
    );
    expect(csv.ok).toBe(false);
    expect(csv.fieldErrors.map((e) => e.message)).toEqual([
      "line 3, prompt: line 2 asks the same.",
      expect.stringMatching(/^line 4, choices: the right choice is the only hedged one/),
      "line 5, prompt: one of the event's questions asks the same.",
    ]);
    const json = await upload(
      "rules.json",
      JSON.stringify([
        q({ prompt: "What is a safe speed in town?", choices: ["50 km/h", "80 km/h (50 mph)"], explanation: "Town limits." }),
      ]),
    );
    expect(json.fieldErrors.map((e) => e.message)).toEqual(['item 1, choice_a: km/h needs mph beside it, as in "100 km/h (60 mph)".']);
    expect(await counts()).toEqual(afterForm);
  });

  it("results share a rank (=2) on equal score and answer time, with right answers, per-checkpoint scores and local times; CSV says the tie rule", async () => {
    const [a, b] = cps as [(typeof cps)[0], (typeof cps)[0]];
    // Rita finishes A (started above); two namesakes ride B identically, one minute apart.
    const attemptId = (await s.gql(START, { code: a.code }, rider.token)).data?.startAttempt.attempt.id;
    for (;;) {
      const q = (await s.gql(NEXT, { id: attemptId }, rider.token)).data?.nextQuestion.question;
      if (!q) break;
      await s.gql(SUBMIT, { a: attemptId, q: q.questionId, c: (await answerKey(s, q.questionId)).wrong }, rider.token);
    }
    const anna1 = await signUp(s, "Anna B");
    const anna2 = await signUp(s, "Anna B");
    await play(s, anna1.token, b.code);
    s.clock.advance(60_000);
    await play(s, anna2.token, b.code);
    const results = (await s.gql(RESULTS, { id: eventId }, organizer.token)).data?.organizerResults;
    expect(results.checkpoints.map((c: { name: string }) => c.name)).toEqual(["Start line", "Lakes", "Café"]);
    const [r1, r2, r3] = results.rows;
    expect([r1.rankLabel, r2.rankLabel, r3.rankLabel]).toEqual(["=1", "=1", "3"]);
    expect(r1.displayName).toBe("Anna B");
    expect(r1.nameTag).not.toBe(r2.nameTag);
    expect(r1).toMatchObject({ rightAnswers: 3, checkpointScores: [null, r1.score, null] });
    expect(r3).toMatchObject({ displayName: "Rita Rider", rightAnswers: 0, checkpointsDone: 1 });
    // 10:00 UTC on 1 June is 11:00 in London (summer time).
    expect(r1.lastFinish).toMatch(/^2026-06-01 11:0\d:\d\d$/);
    expect(results.tieRule).toMatch(/answer time/);

    const csv = await fetch(`${s.url}/downloads/results.csv?event=${eventId}`, { headers: { authorization: `Bearer ${organizer.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="results-/);
    const [rule, head, ...rows] = parseCsv(await csv.text()).map((r) => r.fields);
    expect(rule?.[0]).toMatch(/^# Ranked by total score.*answer time/);
    expect(head).toEqual([
      "rank",
      "display_name",
      "name_tag",
      "score",
      "right_answers",
      "checkpoints_done",
      "Start line",
      "Lakes",
      "Café",
      "total_answer_time_s",
      "last_finish (Europe/London)",
    ]);
    expect(rows.map((r) => r[0])).toEqual(["'=1", "'=1", "3"]);
    expect(rows[0]?.[2]).toMatch(/^[0-9A-F]{4}$/);
    const refused = await fetch(`${s.url}/downloads/results.csv?event=${eventId}`, { headers: { authorization: `Bearer ${rider.token}` } });
    expect(refused.status).toBe(403);
  });

  it("posters: one checkpoint or all, A4/A5/A6, organizers only", async () => {
    const [a] = cps as [(typeof cps)[0]];
    const get = (q: string, token = organizer.token) =>
      fetch(`${s.url}/downloads/posters.pdf?event=${eventId}${q}`, { headers: { authorization: `Bearer ${token}` } });
    const one = await get(`&checkpoint=${a.id}&size=A5`);
    expect(one.status).toBe(200);
    const pdf = Buffer.from(await one.arrayBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF")).toBe(true);
    // A5 is 419.53 × 595.28 pt; one page.
    expect(pdf).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const all = Buffer.from(await (await get("&size=A6")).arrayBuffer()).toString("latin1");
    expect(all.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect((await get("&size=B5")).status).toBe(400);
    expect((await get("", rider.token)).status).toBe(403);
    expect((await fetch(`${s.url}/downloads/posters.pdf?event=${eventId}`)).status).toBe(401);
  });

  it("events: close, reopen, reopen refused once an at-close event's answers were shown; delete takes its attempts", async () => {
    await gqlOk(EVENT_OP("closeEvent"), { id: eventId }, "closeEvent");
    await gqlOk(EVENT_OP("reopenEvent"), { id: eventId }, "reopenEvent");
    await gqlOk(
      UPDATE_EVENT,
      { input: { eventId, event: eventInput({ name: "Charity Ride 2026", revealMode: "AT_CLOSE", endsAt: null }) } },
      "updateEvent",
    );
    const closed = await gqlOk(EVENT_OP("closeEvent"), { id: eventId }, "closeEvent");
    expect(closed.event.answersRevealed).toBe(true);
    const reopen = await s.gql(EVENT_OP("reopenEvent"), { id: eventId }, organizer.token);
    expect(reopen.data?.reopenEvent).toMatchObject({
      ok: false,
      fieldErrors: [{ field: "eventId", message: expect.stringMatching(/cannot open again/) }],
    });

    const attemptsBefore = (await s.handle.db.select({ n: count() }).from(attempts))[0]?.n;
    expect((await s.gql(EVENT, { id: eventId }, organizer.token)).data?.organizerEvent.attemptCount).toBe(3);
    await gqlOk(EVENT_OP("deleteEvent"), { id: eventId }, "deleteEvent");
    expect(Number((await s.handle.db.select({ n: count() }).from(attempts))[0]?.n)).toBe(Number(attemptsBefore) - 3);
    expect(await s.handle.db.select().from(questions).where(eq(questions.eventId, eventId))).toEqual([]);
    expect((await s.gql(EVENT, { id: eventId }, organizer.token)).data?.organizerEvent).toBeNull();
  });
});
