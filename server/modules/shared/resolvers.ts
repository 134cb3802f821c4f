import { GraphQLScalarType, Kind } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";

// Errors come from yoga's createGraphQLError: under Vitest `graphql` may load twice (ESM and CJS),
// and yoga masks a GraphQLError of the other copy as unexpected.

const DateTime = new GraphQLScalarType({
  name: "DateTime",
  description: "ISO 8601 instant, UTC.",
  serialize(value) {
    const date =
      value instanceof Date ? value : typeof value === "string" || typeof value === "number" ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw createGraphQLError("DateTime cannot represent an invalid date.");
    return date.toISOString();
  },
  parseValue(value) {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw createGraphQLError("DateTime must be an ISO 8601 string.");
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw createGraphQLError("DateTime must be an ISO 8601 string.");
    return new Date(ast.value);
  },
});

/** The GraphQL multipart request spec: yoga hands the resolver a web `File`. */
const FileScalar = new GraphQLScalarType({
  name: "File",
  description: "A file sent as a part of a multipart request.",
  serialize() {
    throw createGraphQLError("File is an input-only scalar.");
  },
  parseValue(value) {
    // yoga's multipart parser hands over @whatwg-node/fetch's File, not necessarily the global one.
    const file = typeof value === "object" && value !== null ? value : {};
    if (!("arrayBuffer" in file) || typeof file.arrayBuffer !== "function" || !("size" in file) || typeof file.size !== "number") {
      throw createGraphQLError("File must be sent as a multipart upload.");
    }
    return value;
  },
  parseLiteral() {
    throw createGraphQLError("File must be sent as a multipart upload.");
  },
});

/** shared.graphql's resolvers: its two scalars (FieldError and PageInfo are plain objects). */
export const sharedResolvers: Resolvers = { DateTime, File: FileScalar };
