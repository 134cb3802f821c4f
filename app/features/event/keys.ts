/** The event's query keys (features/session/keys.ts says why each feature has its own). */
export const eventKeys = {
  all: ["event"] as const,
  progress: (eventId: string | null) => [...eventKeys.all, "progress", eventId ?? "default"] as const,
  preview: (code: string) => [...eventKeys.all, "preview", code] as const,
};
