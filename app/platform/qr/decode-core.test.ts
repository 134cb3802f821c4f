import { describe, expect, it } from "vitest";
import { qrPixels } from "#tests/fixtures/qr/qr-pixels.ts";
import { decodePixels, handleDecodeRequest } from "./decode-core.ts";
import { interpretScan } from "./scanner-errors.ts";

const URL_TEXT = "https://motoquiz.example/scan?code=GEAR2345";

describe("decodePixels (real jsQR)", () => {
  it("reads a dark-on-light checkpoint URL, which codeFromScan turns into the code", () => {
    const img = qrPixels(URL_TEXT);
    const found = decodePixels(img.data, img.width, img.height, false);
    expect(found).toEqual({ text: URL_TEXT });
    expect(interpretScan(found?.text ?? "")).toEqual({ kind: "code", code: "GEAR2345", text: URL_TEXT });
  });

  it("reads a light-on-dark code only on the inverted pass", () => {
    const normal = qrPixels("BEND-6789", { inverted: true });
    expect(decodePixels(normal.data.slice(), normal.width, normal.height, false)).toBeNull();
    expect(decodePixels(normal.data.slice(), normal.width, normal.height, true)).toEqual({ text: "BEND-6789" });
  });

  it("returns null on an empty frame", () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(200);
    expect(decodePixels(blank, 200, 200, false)).toBeNull();
  });

  it("answers a worker request with its id, the result and the time taken", () => {
    const img = qrPixels("CAFE4567", { moduleSize: 3 });
    let t = 10;
    const response = handleDecodeRequest(
      { id: 7, width: img.width, height: img.height, buffer: img.data.buffer as ArrayBuffer, inverted: false },
      () => (t += 5),
    );
    expect(response).toEqual({ id: 7, result: { text: "CAFE4567" }, ms: 5 });
  });
});
