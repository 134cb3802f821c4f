import type { Resolvers } from "#server/modules/__generated__/resolvers-types.ts";
import { saveAvatar } from "./avatar.ts";
import { join, keepProgress, login, logout, register } from "./service.ts";
import { signedIn } from "./session.ts";
import { loadUser } from "./users.ts";

export const accountResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.viewer ? loadUser(ctx.db, ctx.viewer.id) : null),
  },
  Mutation: {
    register: (_, { input }, ctx) => register(ctx, { form: input, ip: ctx.ip }),
    join: (_, { input }, ctx) => join(ctx, { form: input, ip: ctx.ip }),
    keepProgress: (_, { input }, ctx) => signedIn(ctx, (viewer) => keepProgress(ctx, { userId: viewer.id, form: input })),
    login: (_, { input }, ctx) => login(ctx, { form: input, ip: ctx.ip }),
    logout: (_, __, ctx) => (ctx.viewer ? logout(ctx, { sessionId: ctx.viewer.sessionId }) : { ok: true, fieldErrors: [] }),
    uploadAvatar: (_, { input }, ctx) =>
      signedIn(ctx, async (viewer) => {
        const saved = await saveAvatar(ctx, { userId: viewer.id, file: input.file });
        return saved.ok ? { ...saved, user: await loadUser(ctx.db, viewer.id) } : saved;
      }),
  },
};
