import { type ComponentType, createContext } from "react";

export interface AccountPartProps {
  /** The part is leaving the sheet (a logout): the sheet closes. */
  onLeave: () => void;
}

/**
 * The settings sheet's account part (who is signed in, keeping a guest's progress, log out) is the
 * session feature's, which sits above the shell: root.tsx hands it in here, so the shell imports
 * no feature. Null: the sheet has preferences only.
 */
export const AccountSlot = createContext<ComponentType<AccountPartProps> | null>(null);
