import type { ReactNode } from "react";
import { PreferencesButton } from "./account/preferences-button.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { SunlightToggle } from "./sunlight-toggle.tsx";
import { AppLink } from "./ui/app-link.tsx";

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
