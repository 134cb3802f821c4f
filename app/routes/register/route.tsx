import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { checkpointPreviewQueryOptions } from "#app/features/event/queries.ts";
import { LimitNotice } from "#app/features/session/limit-notice.tsx";
import { useJoinMutation, useRegisterMutation } from "#app/features/session/queries.ts";
import { useAuthForm } from "#app/features/session/use-auth-form.ts";
import { getQueryClient } from "#app/platform/data/query-client.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import { loadMasking } from "#app/ui/mask-input.tsx";
import { JOIN_FORM, PAGE_INTROS } from "#core/page-intros.ts";
import { POSTER_EYEBROW, POSTER_HEADING } from "#core/poster-preview.ts";
import { registerSchema, toFieldErrors } from "#core/validation.ts";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";
import { JoinForm } from "./join-form.tsx";
import { posterCode } from "./poster-code.ts";
import { PosterPreview } from "./poster-preview.tsx";
import { RegisterForm, type RegisterValues } from "./register-form.tsx";

export { handle };

/** How long the first paint may wait for the poster's checkpoint before showing the code instead. */
const PREVIEW_WAIT_MS = 300;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const code = posterCode(new URL(request.url));
  if (code) {
    // Asked at once, waited for only briefly: the screen shows the code until the name arrives.
    const preview = getQueryClient().prefetchQuery(checkpointPreviewQueryOptions(code));
    await Promise.race([preview, new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_MS))]);
  }
  return { code };
}

// The nickname alone, checked as the full sign-up checks it; the server checks it again.
const joinSchema = registerSchema.pick({ displayName: true });
const REGISTER_FIELDS = ["displayName", "email", "password", "phone", "consent"] as const;
const JOIN_FIELDS = ["displayName"] as const;

function toInput(values: RegisterValues, checkpointCode: string | null) {
  return {
    checkpointCode,
    displayName: values.displayName,
    email: values.email,
    password: values.password,
    phone: values.phone || null,
    acceptTerms: values.consent,
  };
}

/** The join screen's first lines; the server paints them before the scripts arrive (server/http/page-paint.ts). */
const intro = PAGE_INTROS["/register"];

/** Join with a nickname (a guest account), or the full sign-up with e-mail and password. */
export default function Register({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const [full, setFull] = useState(false);
  // The full sign-up's phone field is masked: the library loads while the join screen is read.
  useEffect(() => {
    void loadMasking();
  }, []);
  const join = useJoinMutation();
  const register = useRegisterMutation();
  const joinForm = useAuthForm({
    formId: "join-form",
    fields: JOIN_FIELDS,
    check: (values: { displayName: string }) => {
      const parsed = joinSchema.safeParse(values);
      return parsed.success ? [] : toFieldErrors(parsed.error);
    },
    // The poster's code: its event's own refused words and taken names apply (docs/decisions/020).
    send: (values) => join.mutateAsync({ ...values, checkpointCode: loaderData.code }),
  });
  const registerForm = useAuthForm({
    formId: "register-form",
    fields: REGISTER_FIELDS,
    rename: { acceptTerms: "consent" },
    check: (values: RegisterValues) => {
      const parsed = registerSchema.safeParse(toInput(values, loaderData.code));
      return parsed.success ? [] : toFieldErrors(parsed.error);
    },
    send: (values) => register.mutateAsync(toInput(values, loaderData.code)),
  });
  const signIn = (
    <ButtonLink to={`/login${search}`} variant="ghost" block>
      {JOIN_FORM.logIn}
    </ButtonLink>
  );

  if (full) {
    const { errors, pending, submit } = registerForm;
    return (
      <DefaultLayout
        actions={
          <Button type="submit" form="register-form" variant="primary" block pending={pending} pendingLabel="Creating your account…">
            Create account
          </Button>
        }
      >
        <p className="eyebrow">{POSTER_EYEBROW}</p>
        <h1>Create your account</h1>
        <p className="muted">One account for every checkpoint and the live leaderboard.</p>
        <RegisterForm onSubmit={submit} fieldErrors={errors.fields} formError={errors.form} pending={pending} />
        <LimitNotice messages={[errors.form, ...Object.values(errors.fields)]} />
        <div className="form-alternatives">
          <Button variant="ghost" block onClick={() => setFull(false)}>
            Join with a nickname instead
          </Button>
          {signIn}
        </div>
      </DefaultLayout>
    );
  }

  const { errors, pending, submit } = joinForm;
  return (
    <DefaultLayout
      actions={
        <Button type="submit" form="join-form" variant="primary" block pending={pending} pendingLabel="Joining…">
          {JOIN_FORM.submit}
        </Button>
      }
    >
      <p className="eyebrow">{intro.eyebrow}</p>
      <h1>{loaderData.code ? POSTER_HEADING : intro.title}</h1>
      {loaderData.code ? <PosterPreview code={loaderData.code} /> : null}
      <p className={intro.leadClass}>{intro.lead}</p>
      <JoinForm
        onSubmit={submit}
        fieldError={errors.fields.displayName}
        formError={errors.form}
        pending={pending}
        suggestion={errors.suggestion}
      />
      <LimitNotice messages={[errors.form, errors.fields.displayName]} />
      <div className="form-alternatives">
        <Button variant="ghost" block onClick={() => setFull(true)}>
          Sign up with e-mail instead
        </Button>
        {signIn}
      </div>
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Join", description: "Join MotoQuiz with a nickname: every checkpoint of the ride and the live leaderboard." });
