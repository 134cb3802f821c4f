import { describe, expect, it } from "vitest";
import { outcomeWords, type QuizQuestion } from "./quiz-types.ts";
import { localDeadline } from "./server-clock.ts";

describe("localDeadline", () => {
  it("moves the server's deadline onto a phone clock that runs 3 minutes slow", () => {
    const serverNow = Date.parse("2026-11-22T10:00:00.000Z");
    const phoneAtReceipt = serverNow - 180_000;
    const deadline = localDeadline("2026-11-22T10:00:20.000Z", "2026-11-22T10:00:00.000Z", phoneAtReceipt);
    expect(deadline - phoneAtReceipt).toBe(20_000);
  });

  it("keeps the time already used when a resumed question arrives late", () => {
    // Served 12 s ago by the server's clock; the phone's clock is 5 s fast.
    const serverNow = Date.parse("2026-11-22T10:00:12.000Z");
    const phone = serverNow + 5000;
    expect(localDeadline("2026-11-22T10:00:20.000Z", "2026-11-22T10:00:12.000Z", phone) - phone).toBe(8000);
  });
});

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
