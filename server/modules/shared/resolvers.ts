import type { Resolvers } from "#server/graphql/__generated__/resolvers-types.ts";
import { DateTime, FileScalar } from "./scalars.ts";

export const baseResolvers: Resolvers = { DateTime, File: FileScalar };
