import fs from "node:fs";
import { createSchema } from "graphql-yoga";
import type { GraphQLContext } from "#server/context.ts";
import { resolvers } from "./modules/index.ts";

const modulesDir = new URL("./modules/", import.meta.url);

/** Every module's SDL file, in a stable order (codegen.ts reads the same files). */
export function readTypeDefs(): string[] {
  return fs
    .readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".graphql"))
    .sort()
    .map((f) => fs.readFileSync(new URL(f, modulesDir), "utf8"));
}

/**
 * The SDL files are the contract; resolvers come from the domain modules, typed from the same SDL.
 * `TServer` is what the HTTP server adds to the context (yoga's req/res).
 */
export function buildSchema<TServer extends object = object>() {
  return createSchema<GraphQLContext & TServer>({ typeDefs: readTypeDefs(), resolvers });
}
