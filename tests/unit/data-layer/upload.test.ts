import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RegisterDocument, UploadAvatarDocument } from "#app/graphql/__generated__/graphql.ts";
import { createTransport } from "#app/graphql/transport.ts";
import { recordingFetch, startTestApi, type TestApi, type WireRecord } from "./api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("multipart upload", () => {
  it("arrives whole, in one post with operations and map and the CSRF header", async () => {
    const anon = createTransport({ url: api.url });
    const reg = await anon.request(RegisterDocument, {
      input: { displayName: "Uploader", email: "up@example.com", password: "correct horse battery staple", acceptTerms: true },
    });
    expect(reg.register.ok).toBe(true);
    const token = reg.register.token ?? "";

    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire), headers: () => ({ authorization: `Bearer ${token}` }) });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(300_000)]);
    const file = new File([png], "me.png", { type: "image/png" });
    const result = await t.request(UploadAvatarDocument, { file });
    expect(result.uploadAvatar.fieldErrors).toEqual([]);
    expect(result.uploadAvatar.ok).toBe(true);
    expect(wire).toHaveLength(1);
    expect(wire[0]?.body).toBe("multipart");
    expect(wire[0]?.headers.get("x-graphql-csrf")).toBeTruthy();

    const res = await fetch(`${api.origin}${result.uploadAvatar.user?.avatarUrl}`);
    expect(res.status).toBe(200);
    const served = new Uint8Array(await res.arrayBuffer());
    expect(served.length).toBe(png.length);
    expect(Buffer.from(served).equals(Buffer.from(png))).toBe(true);
  });
});
