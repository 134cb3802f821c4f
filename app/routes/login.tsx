import { DefaultLayout } from "#app/components/default-layout.tsx";
import { LoginForm } from "#app/components/login-form.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/login";

export const handle = { guards: ["unauthorized"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export default function Login() {
  const { search } = useLocation();
  return (
    <DefaultLayout
      actions={
        <>
          <Button type="submit" form="login-form" variant="primary" block>
            Sign in
          </Button>
          <ButtonLink to={`/register${search}`} variant="ghost" block>
            New here? Create an account
          </ButtonLink>
        </>
      }
    >
      <p className="eyebrow">Welcome back</p>
      <h1>Sign in</h1>
      <p className="muted">Your scores and progress are waiting.</p>
      <LoginForm onSubmit={() => {}} />
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Sign in", description: "Sign in to MotoQuiz to keep your checkpoints, scores and rank." });
