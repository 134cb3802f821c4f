import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as generated from "./__generated__/graphql.ts";
import manifest from "./__generated__/persisted-documents.json" with { type: "json" };
import { sha256Hex } from "./hash.ts";

describe("persisted documents", () => {
  const documents = Object.entries(generated).filter(
    ([name, value]) => name.endsWith("Document") && value instanceof generated.TypedDocumentString,
  );

  it("maps sha256 of the text the client sends to that text, for every operation", async () => {
    expect(documents.length).toBeGreaterThanOrEqual(16);
    const entries = manifest as Record<string, string>;
    for (const [, doc] of documents) {
      const text = String(doc);
      const hash = await sha256Hex(text);
      expect(hash).toBe(createHash("sha256").update(text).digest("hex"));
      expect(entries[hash ?? ""]).toBe(text);
      expect((doc as unknown as { __meta__: { hash: string } }).__meta__.hash).toBe(hash);
    }
    expect(Object.keys(entries)).toHaveLength(documents.length);
  });
});
