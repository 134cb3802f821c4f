import type { ComponentType } from "react";

export interface AccountPartProps {
  /** The part is leaving the sheet (a logout): the sheet closes. */
  onLeave: () => void;
}

type AccountPartModule = () => Promise<{ AccountSection: ComponentType<AccountPartProps> }>;

let load: AccountPartModule | null = null;

/**
 * The settings sheet's account part (who is signed in, keeping a guest's progress, log out) is the
 * session feature's, which sits above the shell: root.tsx registers how to load it, so the shell
 * imports no feature. Unregistered, the sheet has preferences only.
 */
export function setAccountPart(loader: AccountPartModule): void {
  load = loader;
}

export function accountPartLoader(): AccountPartModule | null {
  return load;
}
