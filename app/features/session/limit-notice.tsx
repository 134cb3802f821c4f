import { AppLink } from "#app/ui/app-link.tsx";
import { isLimitMessage } from "./limit.ts";

/**
 * Beside a message refusing because of a limit (it says when to retry): the practice round, which
 * needs no account and stores nothing, for the wait. Renders nothing for any other message.
 */
export function LimitNotice({ messages }: { messages: readonly (string | null | undefined)[] }) {
  if (!messages.some(isLimitMessage)) return null;
  return (
    <p className="limit-notice" data-testid="limit-notice">
      Meanwhile, <AppLink to="/sample">try the practice round</AppLink> — it needs no account.
    </p>
  );
}
