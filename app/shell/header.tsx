import type { ReactNode } from "react";
import { PreferencesButton } from "#app/shell/settings/preferences-button.tsx";
import { SunlightToggle } from "#app/shell/settings/sunlight-toggle.tsx";
import { AppLink } from "#app/ui/app-link.tsx";
import { BrandMark } from "./brand-mark.tsx";

export interface HeaderProps {
  /** Extra controls at the right, before the sunlight toggle (e.g. a read-aloud switch). */
  actions?: ReactNode;
}

export function Header({ actions }: HeaderProps) {
  return (
    <header className="header">
      <AppLink to="/" className="brand" aria-label="MotoQuiz home" prefetch={false}>
        <BrandMark className="brand__mark" />
        <span aria-hidden="true">
          Moto<span className="brand__quiz">Quiz</span>
        </span>
      </AppLink>
      <div className="header__actions">
        {actions}
        <SunlightToggle />
        <PreferencesButton />
      </div>
    </header>
  );
}
