import { describe, expect, it } from "vitest";
import { isLimitMessage } from "./limit.ts";

describe("isLimitMessage", () => {
  it("recognises the server's limit wording in minutes", () => {
    expect(isLimitMessage("Too many attempts — try again in 12 minutes.")).toBe(true);
    expect(isLimitMessage("Too many sign-ups from here — Try again in 1 minute.")).toBe(true);
  });
  it("leaves every other message alone", () => {
    expect(isLimitMessage("No checkpoint has this code. Check the code under the QR and try again.")).toBe(false);
    expect(isLimitMessage("Wrong e-mail or password.")).toBe(false);
    expect(isLimitMessage("try again in a moment")).toBe(false);
    expect(isLimitMessage(null)).toBe(false);
    expect(isLimitMessage(undefined)).toBe(false);
  });
});
