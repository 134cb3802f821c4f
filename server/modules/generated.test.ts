import { readFileSync } from "node:fs";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config, { SERVER_TYPES } from "../../codegen.ts";

describe("server resolver types", () => {
  it("are generated from the module SDL files as they are now (run `npm run codegen` after editing one)", async () => {
    const target = config.generates[SERVER_TYPES];
    if (!target) throw new Error(`codegen.ts generates no ${SERVER_TYPES}`);
    const [output] = await generate({ ...config, generates: { [SERVER_TYPES]: target }, hooks: {}, silent: true }, false);
    expect(output?.filename).toBe(SERVER_TYPES);
    expect(readFileSync(SERVER_TYPES, "utf8")).toBe(output?.content);
  }, 60_000);
});
