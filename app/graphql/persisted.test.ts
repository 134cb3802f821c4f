import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import * as generated from "#app/graphql/__generated__/graphql.ts";
import manifest from "#app/graphql/__generated__/persisted-documents.json" with { type: "json" };
import { sha256Hex } from "#app/platform/data/transport.ts";

describe("persisted documents", () => {
  const documents = Object.entries(generated).filter(
    ([name, value]) => name.endsWith("Document") && value instanceof generated.TypedDocumentString,
  );

  it("maps sha256 of the text the client sends to that text, for every operation", async () => {
    expect(documents.length).toBeGreaterThanOrEqual(15);
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

  it("is up to date with every graphql() document in app/ (run `npm run codegen` after editing one)", () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes("__generated__") && !/\.test\.tsx?$/.test(f),
    );
    let found = 0;
    for (const file of files) {
      for (const match of readFileSync(`app/${file}`, "utf8").matchAll(/graphql\(`([^`]*)`\)/g)) {
        found++;
        const doc = (graphql as (source: string) => unknown)(match[1] ?? "");
        expect(doc, `${file}: ${match[1]?.trim().slice(0, 40)}`).toBeInstanceOf(generated.TypedDocumentString);
      }
    }
    expect(found).toBeGreaterThanOrEqual(23);
  });
});
