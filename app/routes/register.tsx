import { DefaultLayout } from "#app/components/default-layout.tsx";
import { RegisterForm } from "#app/components/register-form.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/register";

export const handle = { guards: ["unauthorized"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export default function Register() {
  const { search } = useLocation();
  return (
    <DefaultLayout
      actions={
        <>
          <Button type="submit" form="register-form" variant="primary" block>
            Create account
          </Button>
          <ButtonLink to={`/login${search}`} variant="ghost" block>
            I already have an account
          </ButtonLink>
        </>
      }
    >
      <p className="eyebrow">Join the ride</p>
      <h1>Create your account</h1>
      <p className="muted">One account for every checkpoint and the live leaderboard.</p>
      <RegisterForm onSubmit={() => {}} />
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Create an account", description: "Join MotoQuiz: one account for every checkpoint of the ride and the live leaderboard." });
