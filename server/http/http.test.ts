import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openTestPglite } from "#tests/setup/db.ts";
import { listen, SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";

const INLINE = 'window.__rr = { "x": 1 };';
const big = `export const data = ${JSON.stringify("motoquiz ".repeat(500))};`;
const small = `export const data = ${JSON.stringify("motoquiz ".repeat(40))};`;

function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-build-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><meta property="og:image" content="/og-image.png"/><script type="module" src="/assets/app-abc123.js"></script></head><body>landing<script>${INLINE}</script></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, "__spa-fallback.html"),
    '<!doctype html><html><head><meta property="og:image" content="/og-image.png"/><link rel="modulepreload" href="/assets/manifest-t1.js"/></head><body>shell<script>console.log(1)</script></body></html>',
  );
  // The routes as React Router's build manifest names them (the server reads which paths are pages from it).
  const route = (id: string, path: string, index = false) => ({
    id,
    parentId: "root",
    path,
    index,
    module: `/assets/${id.replace("routes/", "")}.js`,
  });
  const routes = {
    root: { id: "root", path: "", module: "/assets/root.js" },
    "routes/_index": route("routes/_index", "", true),
    "routes/login": route("routes/login", "login"),
    "routes/quiz": route("routes/quiz", "quiz"),
    "routes/quizresults": route("routes/quizresults", "quizresults"),
  };
  fs.writeFileSync(path.join(dir, "assets/manifest-t1.js"), `window.__reactRouterManifest=${JSON.stringify({ routes })};`);
  fs.writeFileSync(path.join(dir, "assets/app-abc123.js"), big);
  // The build's own compressed copies (vite.config.ts), which the server sends as they are.
  fs.writeFileSync(path.join(dir, "assets/kept-abc123.js"), big);
  fs.writeFileSync(path.join(dir, "assets/kept-abc123.js.gz"), gzipSync(`${big}// zopfli`));
  fs.writeFileSync(path.join(dir, "assets/kept-abc123.js.br"), brotliCompressSync(`${big}// brotli 11`));
  // A file under 1 KB (the server's own threshold) with the build's copies.
  fs.writeFileSync(path.join(dir, "assets/small-abc123.js"), small);
  fs.writeFileSync(path.join(dir, "assets/small-abc123.js.gz"), gzipSync(small));
  fs.writeFileSync(path.join(dir, "assets/small-abc123.js.br"), brotliCompressSync(small));
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  return dir;
}

function sha(body: string): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}

/** A raw request: fetch would normalise `..` away and decompress bodies. */
function raw(
  url: string,
  pathName: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request({ host: u.hostname, port: u.port, path: pathName, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("HTTP surface", SLOW, () => {
  let s: TestServer;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = makeBuild();
    s = await startServer("pglite", { clientDir: buildDir, clientAddressPath: "/my-address" });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it("serves the prerendered landing at / and the SPA shell for client routes, both no-cache", async () => {
    const home = await fetch(`${s.url}/`);
    expect(await home.text()).toContain("landing");
    expect(home.headers.get("cache-control")).toBe("no-cache");
    for (const route of ["/login", "/quiz", "/quizresults/"]) {
      const r = await fetch(`${s.url}${route}?code=X`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain("shell");
    }
  });

  it("names the social image at an absolute address, from the address the page was asked at", async () => {
    const port = new URL(s.url).port;
    expect((await raw(s.url, "/")).body.toString()).toContain(
      `<meta property="og:image" content="http://127.0.0.1:${port}/og-image.png"/>`,
    );
    const lan = await raw(s.url, "/login", { host: "192.168.1.20:3000" });
    expect(lan.body.toString()).toContain('<meta property="og:image" content="http://192.168.1.20:3000/og-image.png"/>');
    // Not a host name: left as it was built, never written into the page.
    const odd = await raw(s.url, "/login", { host: 'x"><script>' });
    expect(odd.body.toString()).toContain('<meta property="og:image" content="/og-image.png"/>');
    // Without a trusted proxy its forwarded headers are not believed.
    const forwarded = await raw(s.url, "/", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(forwarded.body.toString()).toContain(`content="http://127.0.0.1:${port}/og-image.png"`);
    // Many addresses: each page still names its own, the first few kept, the rest written per request.
    for (let i = 0; i < 12; i++) {
      const r = await raw(s.url, "/quiz", { host: `host${i}.example` });
      expect(r.body.toString()).toContain(`content="http://host${i}.example/og-image.png"`);
    }
  });

  it("a path that names no route is 404, with the shell, whose page says it could not be found", async () => {
    for (const route of ["/no-such-page", "/login/extra", "/quizzes"]) {
      const r = await fetch(`${s.url}${route}`);
      expect(r.status, route).toBe(404);
      expect(await r.text()).toContain("shell");
    }
  });

  it("hashed assets are immutable for a year; a missing file with an extension is 404", async () => {
    const js = await fetch(`${s.url}/assets/app-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${s.url}/assets/app-missing.js`)).status).toBe(404);
    expect((await fetch(`${s.url}/favicon.png`)).status).toBe(404);
    expect((await fetch(`${s.url}/robots.txt`)).status).toBe(200);
  });

  it.each(["sw.js", "sw-lite.js"])(
    "sends the service worker %s no-cache, scoped to the whole app, and a new one on disk at once",
    async (name) => {
      const file = path.join(buildDir, name);
      fs.writeFileSync(file, "// version 1\n");
      const first = await fetch(`${s.url}/${name}`);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      expect(first.headers.get("service-worker-allowed")).toBe("/");
      expect(first.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await first.text()).toBe("// version 1\n");
      fs.writeFileSync(file, "// version 2\n");
      expect(await (await fetch(`${s.url}/${name}`)).text()).toBe("// version 2\n");
    },
  );

  it("compresses with brotli or gzip as the client accepts", async () => {
    const br = await raw(s.url, "/assets/app-abc123.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(big.length / 5);
    const gz = await raw(s.url, "/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(big);
    const plain = await raw(s.url, "/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the build's compressed copy of a file as it is, the plain file to a client that takes neither", async () => {
    const br = await raw(s.url, "/assets/kept-abc123.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.body).toString()).toBe(`${big}// brotli 11`);
    const gz = await raw(s.url, "/assets/kept-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(`${big}// zopfli`);
    const plain = await raw(s.url, "/assets/kept-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });

  it("sends the build's copy of a file under 1 KB too; a small file without one as it is", async () => {
    expect(small.length).toBeLessThan(1024);
    const br = await raw(s.url, "/assets/small-abc123.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(small);
    const gz = await raw(s.url, "/assets/small-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(small);
    const robots = await raw(s.url, "/robots.txt", { "accept-encoding": "gzip, br" });
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.body.toString()).toBe("User-agent: *\n");
  });

  it("refuses path traversal", async () => {
    expect((await raw(s.url, "/../package.json")).status).toBe(404);
    expect((await raw(s.url, "/assets/..%2f..%2fpackage.json")).status).toBe(404);
    expect((await raw(s.url, "/content/pictures/..%2f..%2fpackage.json")).status).toBe(404);
  });

  it("puts security headers on every response, with the inline scripts' hashes in the CSP", async () => {
    for (const p of ["/", "/login", "/healthz", "/assets/nope.js", "/graphql?query=%7B__typename%7D", "/my-address"]) {
      const r = await fetch(`${s.url}${p}`);
      const csp = r.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain(sha(INLINE));
      expect(csp).toContain(sha("console.log(1)"));
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(r.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("answers the client-address endpoint at its configured path", async () => {
    const r = await fetch(`${s.url}/my-address`);
    expect(await r.json()).toEqual({ address: "127.0.0.1" });
    expect((await fetch(`${s.url}/client-address`)).status).toBe(404); // falls to the SPA shell: no such page
  });

  it("serves question pictures as SVG with a long cache, and nothing else from there", async () => {
    const name = fs.readdirSync("content/pictures").find((f) => f.endsWith(".svg")) as string;
    const r = await fetch(`${s.url}/content/pictures/${name}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/svg+xml");
    expect(r.headers.get("cache-control")).toBe("public, max-age=604800");
    expect((await fetch(`${s.url}/content/pictures/nope.svg`)).status).toBe(404);
    expect((await fetch(`${s.url}/content/pictures/x.html`)).status).toBe(404);
  });

  it("healthz is 200 with the database up and 503 when it stops answering", async () => {
    const ok = await fetch(`${s.url}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: "pglite" });
    const handle = await openTestPglite();
    const app = await buildApp({ db: handle });
    const url = await listen(app);
    await handle.close();
    const down = await fetch(`${url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "pglite" });
    await app.close();
  });
});

describe("HTTPS", () => {
  it("serves over TLS with HSTS", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-tls-"));
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"],
      { stdio: "ignore" },
    );
    const handle = await openTestPglite();
    const app = await buildApp({ db: handle, tls: { cert: fs.readFileSync(cert), key: fs.readFileSync(key) } });
    const url = (await listen(app)).replace("http:", "https:");
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        https.get(`${url}/healthz`, { rejectUnauthorized: false }, resolve).on("error", reject);
      });
      res.resume();
      expect(res.statusCode).toBe(200);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await app.close();
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("GraphQL responses", () => {
  it("are compressed when large and the client accepts it", async () => {
    const s = await startServer("pglite");
    try {
      const query = "{ sampleQuestions { id prompt explanation choices { id text } } }";
      const r = await raw(s.url, `/graphql?query=${encodeURIComponent(query)}`, { "accept-encoding": "gzip", accept: "application/json" });
      expect(r.status).toBe(200);
      expect(r.headers["content-encoding"]).toBe("gzip");
      const body = JSON.parse((await import("node:zlib")).gunzipSync(r.body).toString());
      expect(body.data.sampleQuestions.length).toBeGreaterThan(0);
      const small = await raw(s.url, `/graphql?query=${encodeURIComponent("{ __typename }")}`, {
        "accept-encoding": "gzip",
        accept: "application/json",
      });
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: "Query" } });
    } finally {
      await s.close();
    }
  });
});
