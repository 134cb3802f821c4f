import { lazy, Suspense } from "react";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { Loading } from "#app/ui/loading.tsx";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

// The console's code is its own chunk, fetched only here and left out of the service worker's
// precache (scripts/build-service-worker.ts): riders never download it.
const Console = lazy(() => import("./console.tsx"));

export default function Organize() {
  return (
    <Suspense fallback={<Loading pending />}>
      <Console />
    </Suspense>
  );
}

export const meta = () =>
  pageMeta({ title: "Organizer console", description: "Set up and run a ride: events, checkpoints, posters, results." });
