import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import type { CodegenConfig } from "@graphql-codegen/cli";

const OUT = "app/graphql/__generated__/";

/**
 * The client preset hashes a normalised print of each operation, but the SPA sends the document
 * text as generated (documentMode "string") and APQ hashes what is sent. After writing, every
 * embedded hash and persisted-documents.json are rewritten to sha256(text actually sent) → text,
 * keys in plain hex as in APQ's `sha256Hash`, so the server's allow-list and APQ agree.
 * app/graphql/persisted.test.ts checks it.
 */
function alignPersistedDocuments(): void {
  const file = `${OUT}graphql.ts`;
  const source = readFileSync(file, "utf8");
  const manifest: Record<string, string> = {};
  const pattern = /new TypedDocumentString\(`([^`]*)`, \{"hash":"[^"]*"\}\)/g;
  const rewritten = source.replace(pattern, (_match, text: string) => {
    if (text.includes("\\") || text.includes("${")) throw new Error("Document text needs escaping; not supported");
    const hash = createHash("sha256").update(text).digest("hex");
    manifest[hash] = text;
    return `new TypedDocumentString(\`${text}\`, {"hash":"${hash}"})`;
  });
  writeFileSync(file, rewritten);
  writeFileSync(`${OUT}persisted-documents.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** One SDL file per server module (server/modules/<domain>/<domain>.graphql): the contract. */
export const SCHEMA_FILES = "server/modules/**/*.graphql";
export const SERVER_TYPES = "server/modules/__generated__/resolvers-types.ts";
// Paths relative to the generated file: codegen reads "#" as its path#Type separator.
const MODULES = "..";

const config: CodegenConfig = {
  schema: SCHEMA_FILES,
  documents: ["app/**/*.{ts,tsx}", `!${OUT}**`, "!app/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    // The server's resolver types: parents of mapped types are the rows the services return.
    [SERVER_TYPES]: {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: `${MODULES}/deps.ts#GraphQLContext`,
        scalars: { DateTime: { input: "Date", output: "Date | string" }, File: { input: "File", output: "never" } },
        // Each module's mappers.ts: the rows its services return stand for these types.
        mappers: {
          User: `${MODULES}/accounts/mappers.ts#UserView`,
          Event: `${MODULES}/events/mappers.ts#EventRow`,
          Attempt: `${MODULES}/quiz/mappers.ts#AttemptRow`,
          Leaderboard: `${MODULES}/leaderboard/mappers.ts#LeaderboardPage`,
          OrganizerEvent: `${MODULES}/organizer/mappers.ts#OrganizerEventRow`,
          OrganizerCheckpoint: `${MODULES}/organizer/mappers.ts#OrganizerCheckpointRow`,
          EventProgress: `${MODULES}/leaderboard/mappers.ts#EventStanding`,
          Board: `${MODULES}/board/service.ts#BoardView`,
        },
      },
    },
    [OUT]: {
      preset: "client",
      presetConfig: {
        // Masked: a document that spreads a fragment sees only its reference; the feature that owns
        // the fragment reads it (tests/architecture checks that a fragment is spread only where its
        // module could be imported). The generated reader is named getFragmentData rather than
        // useFragment: it is no hook, and the guards and the live cache update call it outside
        // components, where Biome's useHookAtTopLevel refuses any use* call.
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
        persistedDocuments: { mode: "embedHashInDocument", hashAlgorithm: "sha256" },
      },
      config: {
        // Plain strings: nothing of graphql's parser or printer reaches the bundle.
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: true },
        scalars: { DateTime: "string", File: "File | Blob" },
        skipTypename: true,
      },
    },
  },
  hooks: { afterAllFileWrite: [alignPersistedDocuments] },
};

export default config;
