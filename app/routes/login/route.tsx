import { useLocation } from "react-router";
import { LimitNotice } from "#app/features/session/limit-notice.tsx";
import { useLoginMutation } from "#app/features/session/queries.ts";
import { useAuthForm } from "#app/features/session/use-auth-form.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import { PAGE_INTROS } from "#core/page-intros.ts";
import { loginSchema, toFieldErrors } from "#core/validation.ts";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";
import { LoginForm, type LoginValues } from "./login-form.tsx";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

const FIELDS = ["email", "password"] as const;
/** Painted by the server before the scripts arrive (server/http/page-paint.ts). */
const intro = PAGE_INTROS["/login"];

export default function Login() {
  const { search } = useLocation();
  const mutation = useLoginMutation();
  const { submit, errors, pending } = useAuthForm({
    formId: "login-form",
    fields: FIELDS,
    check: (values: LoginValues) => {
      const parsed = loginSchema.safeParse(values);
      return parsed.success ? [] : toFieldErrors(parsed.error);
    },
    // Wrong credentials come back as one message about the whole form, never about a field.
    send: (values) => mutation.mutateAsync(values),
  });
  return (
    <DefaultLayout
      actions={
        <>
          <Button type="submit" form="login-form" variant="primary" block pending={pending} pendingLabel="Signing in…">
            Sign in
          </Button>
          <ButtonLink to={`/register${search}`} variant="ghost" block>
            New here? Create an account
          </ButtonLink>
        </>
      }
    >
      <p className="eyebrow">{intro.eyebrow}</p>
      <h1>{intro.title}</h1>
      <p className={intro.leadClass}>{intro.lead}</p>
      <LoginForm onSubmit={submit} fieldErrors={errors.fields} formError={errors.form} pending={pending} />
      <LimitNotice messages={[errors.form, ...Object.values(errors.fields)]} />
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Sign in", description: "Sign in to MotoQuiz to keep your checkpoints, scores and rank." });
