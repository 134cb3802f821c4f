import { describe, expect, it } from "vitest";
import { outcomeWords, type QuizQuestion } from "./quiz-types.ts";

describe("outcomeWords", () => {
  const q: QuizQuestion = {
    id: "q",
    index: 0,
    total: 5,
    prompt: "Which brake?",
    picture: null,
    choices: [
      { id: "a", label: "A", text: "Rear" },
      { id: "b", label: "B", text: "Front" },
    ],
    secondsPerQuestion: 20,
  };
  const base = { correctChoiceId: "b", explanation: "Weight moves forward." };

  it("names the right answer in words when the rider was wrong or out of time", () => {
    expect(outcomeWords(q, { ...base, choiceId: "a", correct: false, timedOut: false })).toBe(
      "Wrong. The answer is B: Front. Weight moves forward.",
    );
    expect(outcomeWords(q, { ...base, choiceId: null, correct: false, timedOut: true })).toBe(
      "Time's up. The answer is B: Front. Weight moves forward.",
    );
    expect(outcomeWords(q, { ...base, choiceId: "b", correct: true, timedOut: false })).toBe("Right! Weight moves forward.");
  });
});
