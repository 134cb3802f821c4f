import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { DateTime, FileScalar } from "./scalars.ts";

export const sharedResolvers: Resolvers = { DateTime, File: FileScalar };
