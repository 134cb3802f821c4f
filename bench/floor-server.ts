// The floor the API is measured against: plain graphql-yoga on node:http answering a trivial query,
// no database, no plugins, in its own process like bench/server.ts.
import http from "node:http";
import { createSchema, createYoga } from "graphql-yoga";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { ping: String! }", resolvers: { Query: { ping: () => "pong" } } }),
  logging: false,
});
const server = http.createServer(yoga);
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(
    JSON.stringify({ msg: "MotoQuiz listening", port: typeof address === "object" && address ? address.port : 0, database: "none" }),
  );
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
