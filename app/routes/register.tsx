import { DefaultLayout } from "#app/components/default-layout.tsx";
import { type RegisterValues, RegisterForm } from "#app/components/register-form.tsx";
import { useAuthForm } from "#app/components/account/use-auth-form.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { useRegisterMutation } from "#app/queries/session.ts";
import { registerSchema, toFieldErrors } from "#core/validation.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/register";

export const handle = { guards: ["unauthorized"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

const FIELDS = ["displayName", "email", "password", "phone", "consent"] as const;

function toInput(values: RegisterValues) {
  return {
    displayName: values.displayName,
    email: values.email,
    password: values.password,
    phone: values.phone || null,
    acceptTerms: values.consent,
  };
}

export default function Register() {
  const { search } = useLocation();
  const mutation = useRegisterMutation();
  const { submit, errors, pending } = useAuthForm({
    formId: "register-form",
    fields: FIELDS,
    rename: { acceptTerms: "consent" },
    check: (values: RegisterValues) => {
      const parsed = registerSchema.safeParse(toInput(values));
      return parsed.success ? [] : toFieldErrors(parsed.error);
    },
    send: (values) => mutation.mutateAsync(toInput(values)),
  });
  return (
    <DefaultLayout
      actions={
        <>
          <Button type="submit" form="register-form" variant="primary" block pending={pending}>
            {pending ? <Spinner label="Creating your account…" showLabel /> : "Create account"}
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
      <RegisterForm onSubmit={submit} fieldErrors={errors.fields} formError={errors.form} pending={pending} />
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Create an account", description: "Join MotoQuiz: one account for every checkpoint of the ride and the live leaderboard." });
