import { DefaultLayout } from "#app/components/default-layout.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { CodeInput } from "#app/components/ui/mask-input.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/scan";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

/** The viewfinder frame the camera reader draws into. */
export function Viewfinder({ children }: { children?: React.ReactNode }) {
  return (
    <div className="viewfinder">
      {children}
    </div>
  );
}

export default function Scan() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get("code") ?? "");
  return (
    <DefaultLayout
      actions={
        <Button type="submit" form="code-form" variant="primary" block>
          Start the quiz
        </Button>
      }
    >
      <p className="eyebrow">Checkpoint</p>
      <h1>Scan the poster</h1>
      <Viewfinder>
        <p className="viewfinder__hint">Point your camera at the QR code on the checkpoint poster.</p>
      </Viewfinder>
      <form id="code-form" className="form form--spaced" onSubmit={(e) => e.preventDefault()}>
        <FormField label="Or type the code" hint="It is printed under the QR code, like 7KQ2-MX4D.">
          {(control) => <CodeInput {...control} name="code" value={code} onAccept={(value) => setCode(value)} />}
        </FormField>
      </form>
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Scan a checkpoint", description: "Scan the QR code on a MotoQuiz checkpoint poster, or type its code." });
