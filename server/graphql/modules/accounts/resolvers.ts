import type { GraphQLContext } from "#server/context.ts";
import { flow } from "../quiz/detail.ts";
import { uploadAvatar } from "./avatar.ts";
import { acceptRules, login, logout, register } from "./service.ts";
import { loadUser } from "./users.ts";

type Ctx = GraphQLContext;

export const accountResolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: Ctx) => (ctx.viewer ? loadUser(ctx.db, ctx.viewer.id) : null),
  },
  Mutation: {
    register: (_: unknown, args: { input: unknown }, ctx: Ctx) => register(ctx, args.input),
    login: (_: unknown, args: { input: unknown }, ctx: Ctx) => login(ctx, args.input),
    logout: (_: unknown, __: unknown, ctx: Ctx) => logout(ctx),
    acceptRules: async (_: unknown, __: unknown, ctx: Ctx) => ((await acceptRules(ctx)) ? flow(ctx) : null),
    uploadAvatar: (_: unknown, args: { file: File }, ctx: Ctx) => uploadAvatar(ctx, args.file),
  },
};
