/** The quiz's query keys (features/session/keys.ts says why each feature has its own). */
export const quizKeys = {
  all: ["quiz"] as const,
  currentQuestion: () => [...quizKeys.all, "current-question"] as const,
  attempt: (id: string) => [...quizKeys.all, "attempt", id] as const,
};
