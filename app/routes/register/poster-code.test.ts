import { describe, expect, it } from "vitest";
import { posterCode } from "./poster-code.ts";

const at = (search: string) => new URL(`http://motoquiz.test/register${search}`);

describe("posterCode", () => {
  it("finds the code of a poster link waiting in ?redirect=", () => {
    expect(posterCode(at(`?redirect=${encodeURIComponent("/scan?code=GEAR2345")}`))).toBe("GEAR2345");
    expect(posterCode(at(`?redirect=${encodeURIComponent("/scan?code=gear-2345")}`))).toBe("GEAR2345");
  });
  it("is null without a poster link, for another page, a malformed code or a foreign redirect", () => {
    expect(posterCode(at(""))).toBeNull();
    expect(posterCode(at(`?redirect=${encodeURIComponent("/rules")}`))).toBeNull();
    expect(posterCode(at(`?redirect=${encodeURIComponent("/quiz?code=GEAR2345")}`))).toBeNull();
    expect(posterCode(at(`?redirect=${encodeURIComponent("/scan?code=NOPE")}`))).toBeNull();
    expect(posterCode(at(`?redirect=${encodeURIComponent("//evil.example/scan?code=GEAR2345")}`))).toBeNull();
  });
});
