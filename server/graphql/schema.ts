import fs from "node:fs";
import { createSchema } from "graphql-yoga";
import type { GraphQLContext } from "#server/context.ts";
import { DateTime, FileScalar } from "./scalars.ts";
import { resolvers as modules } from "./modules/index.ts";

const sdlPath = new URL("./schema.graphql", import.meta.url);

/** The SDL file is the contract (codegen reads it too); resolvers come from the domain modules. */
export function buildSchema() {
  const typeDefs = fs.readFileSync(sdlPath, "utf8");
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: { DateTime, File: FileScalar, ...modules },
  });
}
