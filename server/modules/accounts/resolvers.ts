import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { saveAvatar } from "./avatar.ts";
import { join, keepProgress, login, logout, register } from "./service.ts";
import { signInFirst } from "./session.ts";
import { loadUser } from "./users.ts";

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.viewer ? loadUser(ctx.db, ctx.viewer.id) : null),
  },
  Mutation: {
    register: (_, { input }, ctx) => register(ctx, { form: input, ip: ctx.ip }),
    join: (_, { input }, ctx) => join(ctx, { form: input, ip: ctx.ip, device: ctx.device() }),
    keepProgress: (_, { input }, ctx) =>
      ctx.viewer ? keepProgress(ctx, { userId: ctx.viewer.id, sessionId: ctx.viewer.sessionId, form: input }) : signInFirst(),
    login: (_, { input }, ctx) => login(ctx, { form: input, ip: ctx.ip }),
    logout: (_, __, ctx) => (ctx.viewer ? logout(ctx, { sessionId: ctx.viewer.sessionId }) : { ok: true, fieldErrors: [] }),
    uploadAvatar: async (_, { input }, ctx) => {
      const { viewer } = ctx;
      if (!viewer) return signInFirst();
      const saved = await saveAvatar(ctx, { userId: viewer.id, file: input.file });
      return saved.ok ? { ...saved, user: await loadUser(ctx.db, viewer.id) } : saved;
    },
  },
};
