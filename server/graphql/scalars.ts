import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

export const DateTime = new GraphQLScalarType({
  name: "DateTime",
  description: "ISO 8601 instant, UTC.",
  serialize(value) {
    const date = value instanceof Date ? value : new Date(value as string | number);
    if (Number.isNaN(date.getTime())) throw new GraphQLError("DateTime cannot represent an invalid date.");
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(value as string);
    if (typeof value !== "string" || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string.");
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw new GraphQLError("DateTime must be an ISO 8601 string.");
    return new Date(ast.value);
  },
});

/** The GraphQL multipart request spec: yoga hands the resolver a web `File`. */
export const FileScalar = new GraphQLScalarType({
  name: "File",
  description: "A file sent as a part of a multipart request.",
  serialize() {
    throw new GraphQLError("File is an input-only scalar.");
  },
  parseValue(value) {
    if (!(value instanceof File)) throw new GraphQLError("File must be sent as a multipart upload.");
    return value;
  },
  parseLiteral() {
    throw new GraphQLError("File must be sent as a multipart upload.");
  },
});
