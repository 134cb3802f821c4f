import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("server env", () => {
  it("has working defaults", () => {
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      PERSISTED_OPERATIONS_ONLY: false,
      CLIENT_ADDRESS_PATH: "/client-address",
      NODE_ENV: "development",
    });
  });

  it("parses .env.example as it is", () => {
    const vars = Object.fromEntries(
      fs
        .readFileSync(".env.example", "utf8")
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    expect(parseEnv(vars)).toMatchObject({ NODE_ENV: "production", PORT: 3000 });
  });

  it("fails fast naming every bad variable", () => {
    expect(() => parseEnv({ PORT: "70000", DATABASE_URL: "mysql://x", TLS_CERT_FILE: "c.pem" })).toThrow(
      /PORT: .*\n.*DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/\n.*TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE go together\./,
    );
  });

  it("reads flags and lists", () => {
    expect(
      parseEnv({ PERSISTED_OPERATIONS_ONLY: "1", ALLOWED_ORIGINS: "https://a.example, https://b.example", TRUST_PROXY: "true" }),
    ).toMatchObject({
      PERSISTED_OPERATIONS_ONLY: true,
      ALLOWED_ORIGINS: ["https://a.example", "https://b.example"],
      TRUST_PROXY: 1,
    });
  });

  it("reads TRUST_PROXY as a number of proxies in front", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY: TRUST_PROXY must be a number of proxies/);
  });
});
