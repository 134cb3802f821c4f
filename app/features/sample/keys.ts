/** The practice round's query keys (features/session/keys.ts says why each feature has its own). */
export const sampleKeys = {
  all: ["sample"] as const,
  questions: () => [...sampleKeys.all, "questions"] as const,
};
