// `npm start` on a fresh clone: build the SPA once if there is no build yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/client/index.html")) {
  console.log("No build found: building the app once (react-router build)…");
  execSync("npx react-router build", { stdio: "inherit" });
}
