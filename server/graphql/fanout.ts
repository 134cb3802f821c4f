import { randomUUID } from "node:crypto";
import type {
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  FieldNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
} from "graphql";
import type { LeaderboardResolvers, SubscriptionResolvers } from "#server/modules/__generated__/resolvers-types.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";
import type { LeaderboardChanged } from "#server/modules/leaderboard/mappers.ts";
import { graphql } from "./realm.ts";

const { Kind, createSourceEventStream, execute, getOperationAST } = graphql;

/** The live field whose updates are the same for every subscriber, but for the viewer's own row. */
const SHARED_FIELD = "leaderboardChanged" satisfies keyof SubscriptionResolvers;
const VIEWER_FIELD = "me" satisfies keyof LeaderboardResolvers;
/**
 * A socket with more than this waiting in user space cannot keep up: it is sent nothing more until
 * it drains, and then only the newest snapshot (the hub keeps one per subscriber, not a queue).
 */
export const BACKPRESSURE_BYTES = 64 * 1024;
const DRAIN_POLL_MS = 25;

/** What the fan-out needs of a `ws` socket. */
export interface FanoutSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string | Buffer, options: { binary: false }): void;
}
const OPEN = 1;
/** graphql-ws speaks text frames; `ws` would send a Buffer as binary without this. */
const TEXT = { binary: false } as const;

/** How one subscription document is served from the shared path. */
interface SharedPlan {
  /** Same text, operation and variables: the same payload for every viewer-independent subscriber. */
  key: string;
  /** Response key of the root field in `data`. */
  rootKey: string;
  /** Response keys of the viewer's own row under the root field (aliases included). */
  viewerKeys: string[];
  /** The document reduced to the viewer's own row: all a signed-in rider costs per snapshot. */
  viewerDocument: DocumentNode;
}

interface SharedPayload {
  /** The payload JSON split where the viewer's row goes: [json, key, json, key, …, json]. */
  parts: string[];
  /** Per rider, their own row's JSON by response key: computed once per rider and snapshot. */
  perViewer: Map<string, Promise<Record<string, string>>>;
  /**
   * Whole messages for everyone without a row of their own, by subscription id (clients mostly
   * pick the same one): encoded once and handed to every such socket, not rebuilt per socket.
   */
  messages: Map<string, Buffer>;
}

/** Fields of a selection set, through inline fragments and fragment spreads. */
function fieldsOf(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, out: FieldNode[] = []): FieldNode[] {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s);
    else if (s.kind === Kind.INLINE_FRAGMENT) fieldsOf(s.selectionSet, fragments, out);
    else {
      const f = fragments.get(s.name.value);
      if (f) fieldsOf(f.selectionSet, fragments, out);
    }
  }
  return out;
}

/** A plan when the operation is a `leaderboardChanged` subscription, else null (the plain path). */
export function sharedPlan(args: ExecutionArgs): SharedPlan | null {
  const op = getOperationAST(args.document, args.operationName);
  if (op?.operation !== "subscription") return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of args.document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const roots = fieldsOf(op.selectionSet, fragments);
  const root = roots[0];
  if (roots.length !== 1 || root?.name.value !== SHARED_FIELD || !root.selectionSet) return null;
  const viewerFields = fieldsOf(root.selectionSet, fragments).filter((f) => f.name.value === VIEWER_FIELD);
  const viewerOp: OperationDefinitionNode = {
    ...op,
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [{ ...root, selectionSet: { kind: Kind.SELECTION_SET, selections: viewerFields } }],
    },
  };
  return {
    key: `${args.operationName ?? ""}\n${JSON.stringify(args.variableValues ?? {})}\n${args.document.loc?.source.body ?? ""}`,
    rootKey: root.alias?.value ?? root.name.value,
    viewerKeys: [...new Set(viewerFields.map((f) => f.alias?.value ?? f.name.value))],
    viewerDocument: { kind: Kind.DOCUMENT, definitions: [viewerOp, ...fragments.values()] },
  };
}

/** One subscription as graphql-ws runs it (server/graphql/ws.ts): its arguments, whose it is, and where it goes. */
interface LiveOperation {
  args: ExecutionArgs;
  context: GraphQLContext;
  socket: FanoutSocket;
  /** The graphql-ws subscription id, which every message of it carries. */
  id: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The hub's update (AppDeps.live is a LiveHub<LeaderboardChanged>; the source stream types it unknown). */
function isUpdate(value: unknown): value is LeaderboardChanged {
  const page = isObject(value) ? value[SHARED_FIELD] : undefined;
  return isObject(page) && page.byUser instanceof Map;
}

/**
 * Live fan-out: per snapshot and subscription document, the selection is executed and serialised
 * ONCE; each subscriber's message is that JSON with its own id (and, for a signed-in rider who
 * selected it, their own row, executed once per rider) concatenated around it. Everyone without a
 * row of their own shares one encoded message per subscription id: the app's client numbers its
 * subscriptions 1, 2, … per socket (app/platform/data/live.ts), so most phones share one.
 */
export class Fanout {
  /** Executions of a whole selection (once per snapshot and document); tests count them. */
  executions = 0;
  /** Executions of a rider's own row (once per snapshot, document and rider). */
  viewerExecutions = 0;
  private readonly payloads = new WeakMap<LeaderboardChanged, Map<string, Promise<SharedPayload>>>();
  /** Marks where a viewer's row goes in the shared JSON; random, so no data can forge it. */
  private readonly mark = `\u0000viewer:${randomUUID()}:`;

  /**
   * Starts a shared subscription. Errors (an unknown event) come back as a result for graphql-ws
   * to send; otherwise an iterator that yields nothing — messages go straight to the socket — and
   * ends when the stream does, or when graphql-ws returns it (complete, socket closed).
   */
  async subscribe<R>(op: LiveOperation, plan: SharedPlan, fallback: () => R): Promise<AsyncIterableIterator<never> | R> {
    const { args, context, socket } = op;
    const source = await createSourceEventStream(args);
    // Errors go through the enveloped subscribe, so they are masked like everywhere else.
    if (!(Symbol.asyncIterator in source)) return fallback();
    const stream = source[Symbol.asyncIterator]();
    const head = `{"id":${JSON.stringify(op.id)},"type":"next","payload":`;
    let stopped = false;
    let pumping: Promise<IteratorResult<never>> | undefined;
    const pump = async (): Promise<IteratorResult<never>> => {
      try {
        for (;;) {
          const r = await stream.next();
          if (r.done || stopped || socket.readyState !== OPEN) break;
          // The hub hands every subscriber of an event the same update object: it keys the shared work.
          if (!isUpdate(r.value)) throw new Error("a live update is not a leaderboard update");
          socket.send(await this.message(r.value, op, plan, head), TEXT);
          // While it cannot keep up, the hub replaces this subscriber's pending update with the newest.
          while (socket.bufferedAmount > BACKPRESSURE_BYTES && !stopped && socket.readyState === OPEN) {
            await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
          }
        }
      } catch (err) {
        context.logger.error({ err }, "live fan-out failed");
      }
      await stream.return?.();
      return { done: true, value: undefined };
    };
    const iterator: AsyncIterableIterator<never> = {
      next: () => {
        pumping ??= pump();
        return pumping;
      },
      return: async () => {
        stopped = true;
        await stream.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** One subscriber's message: shared, with the viewer's own row spliced in when asked. */
  private async message(update: LeaderboardChanged, op: LiveOperation, plan: SharedPlan, head: string): Promise<string | Buffer> {
    let byPlan = this.payloads.get(update);
    if (!byPlan) {
      byPlan = new Map();
      this.payloads.set(update, byPlan);
    }
    let pending = byPlan.get(plan.key);
    if (!pending) {
      pending = this.share(update, op, plan);
      byPlan.set(plan.key, pending);
    }
    const shared = await pending;
    const spliced = (rows: Record<string, string>) => `${head}${shared.parts.map((p, i) => (i % 2 ? (rows[p] ?? "null") : p)).join("")}}`;
    const { viewer } = op.context;
    if (shared.parts.length === 1 || !viewer) {
      let kept = shared.messages.get(head);
      if (!kept) {
        kept = Buffer.from(spliced({}));
        shared.messages.set(head, kept);
      }
      return kept;
    }
    let rows = shared.perViewer.get(viewer.id);
    if (!rows) {
      rows = this.viewerRows(update, viewer.id, op, plan);
      shared.perViewer.set(viewer.id, rows);
    }
    return spliced(await rows);
  }

  private async share(update: LeaderboardChanged, op: LiveOperation, plan: SharedPlan): Promise<SharedPayload> {
    this.executions++;
    const { args, context } = op;
    // Executed as nobody: the viewer's own row is the only field that depends on who asks.
    const result = await execute({ ...args, rootValue: update, contextValue: { ...context, viewer: null } });
    const root = result.data?.[plan.rootKey];
    if (isObject(root)) for (const key of plan.viewerKeys) if (key in root) root[key] = `${this.mark}${key}`;
    const json = JSON.stringify(masked(result, context));
    const parts = json.split(new RegExp(`"${escapeRegExp(JSON.stringify(this.mark).slice(1, -1))}([^"]*)"`));
    return { parts, perViewer: new Map(), messages: new Map() };
  }

  /**
   * The rider's own row(s) as JSON by response key: the reduced document, run with their context
   * on the update with their row spliced in as `me` (the update holds every ranked rider's row).
   */
  private async viewerRows(
    update: LeaderboardChanged,
    viewerId: string,
    op: LiveOperation,
    plan: SharedPlan,
  ): Promise<Record<string, string>> {
    this.viewerExecutions++;
    const page = update.leaderboardChanged;
    const rootValue: LeaderboardChanged = { leaderboardChanged: { ...page, me: page.byUser.get(viewerId) ?? null } };
    const result = await execute({ ...op.args, document: plan.viewerDocument, rootValue, contextValue: op.context });
    if (result.errors?.length) op.context.logger.error({ errors: result.errors }, "live viewer row failed");
    const root = result.data?.[plan.rootKey];
    return Object.fromEntries(plan.viewerKeys.map((k) => [k, JSON.stringify((isObject(root) ? root[k] : null) ?? null)]));
  }
}

/** Like yoga's masking: an unexpected error's message stays in the log; the payload says only where. */
function masked(result: ExecutionResult, context: Pick<GraphQLContext, "logger">) {
  if (!result.errors?.length) return result;
  context.logger.error({ errors: result.errors }, "live snapshot execution failed");
  return { ...result, errors: result.errors.map((e) => ({ message: "Unexpected error.", path: e.path })) };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
