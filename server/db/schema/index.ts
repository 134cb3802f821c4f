import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const roleEnum = pgEnum("role", ["RIDER", "ORGANIZER", "ADMIN"]);
export const categoryEnum = pgEnum("category", ["GEAR", "TECHNIQUE", "HAZARDS", "MAINTENANCE", "RULES", "GROUP_FIRST_AID"]);
export const drivesOnEnum = pgEnum("drives_on", ["LEFT", "RIGHT"]);
export const revealModeEnum = pgEnum("reveal_mode", ["AFTER_EACH_ANSWER", "AT_CLOSE"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the unique index makes it unique case-insensitively. Null for a guest. */
    email: text("email"),
    displayName: text("display_name").notNull(),
    /**
     * The name's skeleton (core/display-name.ts `nameKey`), written with the name so the board's
     * namesake tags never run the normalizer. Null only on a row written outside the app until the
     * next start or restore keys it (db/name-keys.ts); a reader then computes it.
     */
    nameKey: text("name_key"),
    /** Null for a guest: joined with a nickname, the session token is the only key (docs/organizers.md, "Guests"). */
    passwordHash: text("password_hash"),
    phone: text("phone"),
    role: roleEnum("role").notNull().default("RIDER"),
    rulesAcceptedAt: ts("rules_accepted_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** The phone (shared/device.ts) a guest joined on: each further guest from it waits longer (accounts/guest-caps.ts). */
    joinedOnDevice: uuid("joined_on_device"),
    /**
     * An address typed at register or keepProgress that another account already had: shown to this
     * account as its own, so the answer tells no one whether an address is taken; never signs in
     * (docs/security.md#taken-addresses). Its owner is told (accounts/outbox.ts).
     */
    unattachedEmail: text("unattached_email"),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_joined_on_device_idx").on(t.joinedOnDevice, t.createdAt),
    // A join's namesake check reads the riders with the name it asks about (accounts/names.ts).
    index("users_name_key_idx").on(t.nameKey),
    // A guest has neither; keepProgress sets both at once.
    check("users_guest_or_credentials", sql`(${t.email} is null) = (${t.passwordHash} is null)`),
  ],
);

export const avatars = pgTable(
  "avatars",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The picture's public name, new at every upload: its URL says nothing about whose it is (docs/security.md). */
    key: uuid("key").notNull().defaultRandom(),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("avatars_key_idx").on(t.key)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    /** The event shown when none is named; at most one (partial unique index). */
    isDefault: boolean("is_default").notNull().default(false),
    closedAt: ts("closed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** The side of the road its riders keep to; road pictures are mirrored for LEFT. */
    drivesOn: drivesOnEnum("drives_on").notNull().default("RIGHT"),
    /** When riders see correct choices and explanations: after each answer, or once the event closes (docs/product.md#reveal-mode). */
    revealMode: revealModeEnum("reveal_mode").notNull().default("AFTER_EACH_ANSWER"),
    /** IANA zone the organizer reads times in (results, the console); storage stays UTC. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** For trying the app: its posters and the console say so, and it is closed or deleted in one click (docs/organizers.md#the-console). */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The organizer's own words refused in a rider's name at join, beside the built-in ones (docs/decisions/020). */
    refusedWords: text("refused_words").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("events_one_default_idx").on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const checkpoints = pgTable(
  "checkpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** 8 characters of core/checkpoint-code's alphabet, without the dash. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The themes its questions are drawn from; empty: the whole pool. */
    categories: categoryEnum("categories").array().notNull().default(sql`'{}'`),
    questionCount: integer("question_count").notNull().default(5),
    secondsPerQuestion: integer("seconds_per_question").notNull().default(20),
    opensAt: ts("opens_at"),
    closesAt: ts("closes_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkpoints_code_idx").on(t.code), index("checkpoints_event_idx").on(t.eventId)],
);

export interface StoredChoice {
  id: string;
  text: string;
}

export const questions = pgTable(
  "questions",
  {
    /** The content bank's stable id. */
    id: text("id").primaryKey(),
    category: categoryEnum("category").notNull(),
    difficulty: integer("difficulty").notNull(),
    /** The fact the question teaches: a rider meets one question per concept in an event (draw.ts). */
    concept: text("concept").notNull(),
    prompt: text("prompt").notNull(),
    choices: jsonb("choices").$type<StoredChoice[]>().notNull(),
    correctChoiceId: text("correct_choice_id").notNull(),
    explanation: text("explanation").notNull(),
    basis: text("basis").notNull(),
    picture: text("picture"),
    pictureAlt: text("picture_alt"),
    /** A road picture without text, drawn for right-hand traffic: shown mirrored where riders keep left. */
    pictureMirrorable: boolean("picture_mirrorable").notNull().default(false),
    /** Sample questions are for /sample only and never drawn into an attempt. */
    isSample: boolean("is_sample").notNull().default(false),
    active: boolean("active").notNull().default(true),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** An organizer's own question: private to this event, never in the public bank (docs/organizers.md#the-console). Null: the bank's. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
  },
  (t) => [index("questions_pool_idx").on(t.isSample, t.active), index("questions_event_idx").on(t.eventId)],
);

/** An event's own question pinned to a checkpoint: served there before the bank fills the rest. */
export const checkpointQuestions = pgTable(
  "checkpoint_questions",
  {
    checkpointId: uuid("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.checkpointId, t.questionId] })],
);

/** A code a checkpoint had before it was reissued: its old poster then says it was replaced. */
export const replacedCodes = pgTable("replaced_codes", {
  code: text("code").primaryKey(),
  checkpointId: uuid("checkpoint_id")
    .notNull()
    .references(() => checkpoints.id, { onDelete: "cascade" }),
  replacedAt: ts("replaced_at").notNull().defaultNow(),
});

/** The first organizer's one-time setup link (sha256 of its token); used once, then dead. */
export const setupLinks = pgTable("setup_links", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: ts("created_at").notNull().defaultNow(),
  usedAt: ts("used_at"),
  usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
});

export const attempts = pgTable(
  "attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkpointId: uuid("checkpoint_id")
      .notNull()
      .references(() => checkpoints.id, { onDelete: "cascade" }),
    /** Drawn and shuffled at start. */
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    /** How many questions have been served so far (0 before the start tap). */
    servedCount: integer("served_count").notNull().default(0),
    secondsPerQuestion: integer("seconds_per_question").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    score: integer("score").notNull().default(0),
    correctCount: integer("correct_count").notNull().default(0),
    totalTimeMs: integer("total_time_ms").notNull().default(0),
    /** The phone (shared/device.ts) it was started on: a phone rides an event as a few riders at most (accounts/guest-caps.ts). */
    deviceId: uuid("device_id"),
    /** Set by an organizer (moderation): the attempt's points leave the standings; the row stays for the record. */
    voidedAt: ts("voided_at"),
  },
  (t) => [
    // At most one attempt per rider and checkpoint, also under concurrent starts.
    uniqueIndex("attempts_user_checkpoint_idx").on(t.userId, t.checkpointId),
    index("attempts_checkpoint_idx").on(t.checkpointId),
    index("attempts_device_idx").on(t.deviceId),
  ],
);

export const answers = pgTable(
  "answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id),
    index: integer("index").notNull(),
    servedAt: ts("served_at").notNull(),
    /** Null while the question is open; set once, by the first answer or by the time-out. */
    answeredAt: ts("answered_at"),
    choiceId: text("choice_id"),
    correct: boolean("correct").notNull().default(false),
    timedOut: boolean("timed_out").notNull().default(false),
    /** Tapped in time but received after T + grace: scored at the floor (docs/product.md#late-answers). */
    late: boolean("late").notNull().default(false),
    points: integer("points").notNull().default(0),
    /** Time that counted for scoring and tie-breaks, ms. */
    timeMs: integer("time_ms").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Orders every change to `standings`: a process's snapshot re-reads only the rows above what it has (server/modules/leaderboard/service.ts). */
export const standingsVersion = pgSequence("standings_version");

/**
 * Each rider's total in an event, kept by the database itself: triggers on attempts (a finish, a
 * changed or removed finished attempt) and on users (a rename bumps the version) maintain it, in
 * the writing transaction (migration "standings_triggers"). A row whose checkpoints_done fell to 0
 * stays as a tombstone so the snapshots notice the removal. The board reads it, never the attempts.
 */
export const standings = pgTable(
  "standings",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull().default(0),
    checkpointsDone: integer("checkpoints_done").notNull().default(0),
    totalTimeMs: integer("total_time_ms").notNull().default(0),
    lastFinishedAt: ts("last_finished_at"),
    version: bigint("version", { mode: "number" }).notNull().default(sql`nextval('standings_version')`),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("standings_event_version_idx").on(t.eventId, t.version),
    index("standings_user_idx").on(t.userId),
  ],
);

/** Keys every server process shares, made once by the first (server/modules/shared/device.ts). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  key: bytea("key").notNull(),
});

/**
 * An organizer's moderation of one rider in one event (docs/decisions/020-board-and-moderation.md):
 * hidden riders still play but appear on no board, result or report; a rename replaces the name
 * the rider chose wherever the event shows it.
 */
export const riderModeration = pgTable(
  "rider_moderation",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hidden: boolean("hidden").notNull().default(false),
    /** Null: the rider's own display name. */
    displayName: text("display_name"),
    /** `nameKey` of `displayName` when set, as in `users.name_key`. */
    nameKey: text("name_key"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // A join's namesake check reads the event's renames to the name it asks about (accounts/names.ts).
    index("rider_moderation_name_key_idx").on(t.eventId, t.nameKey),
  ],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres table (its own layout), created by a migration so
 * several processes never race to create it. Used only on PostgreSQL.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Facts the server keeps about this install, by key: which version of the built-in question bank
 * was seeded and when (server/db/seed.ts seeds only when it changed).
 */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
