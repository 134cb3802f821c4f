/** Who asks: the signed-in rider of a request or socket (GraphQLContext.viewer), read from their session. */
export interface Viewer {
  id: string;
  sessionId: string;
  email: string | null;
  displayName: string;
  role: "RIDER" | "ORGANIZER" | "ADMIN";
}

/** The parent type of `User` in the resolvers (codegen.ts maps it): a user as the services load it. */
export interface UserView {
  id: string;
  email: string | null;
  displayName: string;
  isGuest: boolean;
  phone: string | null;
  role: "RIDER" | "ORGANIZER" | "ADMIN";
  rulesAcceptedAt: Date | null;
  avatarUrl: string | null;
  createdAt: Date;
}
