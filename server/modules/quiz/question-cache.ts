import { inArray } from "drizzle-orm";
import type { DbOrTx } from "#server/db/query.ts";
import { questions } from "#server/db/schema/index.ts";
import type { QuestionRow } from "./questions.ts";

/**
 * The question bank, kept in memory by id: it changes only by an import (`upsertQuestions`, from
 * the ops CLI or the seed at start), while every question served, answered and reread would read
 * its row again. An import announces itself on CHANNELS.questions inside its transaction, so
 * every server drops its copy when the import commits (PostgreSQL's NOTIFY; on PGlite no other
 * process can write, server/db/client.ts locks the data directory). A lost LISTEN connection
 * drops it too: notices may have been missed.
 */
export class QuestionCache {
  private readonly rows = new Map<string, QuestionRow>();

  /** The rows of `ids` that exist; those not yet known are read through `db` (a transaction's, if any). */
  async get(db: DbOrTx, ids: readonly string[]): Promise<Map<string, QuestionRow>> {
    const missing = ids.filter((id) => !this.rows.has(id));
    if (missing.length > 0) {
      for (const q of await db.select().from(questions).where(inArray(questions.id, missing))) this.rows.set(q.id, q);
    }
    const found = new Map<string, QuestionRow>();
    for (const id of ids) {
      const q = this.rows.get(id);
      if (q) found.set(id, q);
    }
    return found;
  }

  async one(db: DbOrTx, id: string): Promise<QuestionRow | undefined> {
    return (await this.get(db, [id])).get(id);
  }

  clear(): void {
    this.rows.clear();
  }
}
