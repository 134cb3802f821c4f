import { createRequire } from "node:module";

/**
 * graphql as graphql-yoga loads it, under every loader. Under Vitest an `import` of "graphql" in
 * this folder gets its ESM build, another realm: its schema checks refuse yoga's schema, and
 * `instanceof GraphQLError` misses the errors yoga's parser throws.
 */
export const graphql: typeof import("graphql") = createRequire(import.meta.url)("graphql");
