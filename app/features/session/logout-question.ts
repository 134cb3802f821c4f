/**
 * What Log out asks, the same on the end screen and in the settings sheet: a guest has no e-mail
 * or password to come back with, and a quiz under way keeps its clock running on the server.
 */
export function logoutQuestion({ isGuest, quizRunning }: { isGuest: boolean; quizRunning: boolean }): string {
  const running = quizRunning ? "Your quiz is under way: its clock keeps running while you are logged out. " : "";
  const comeBack = isGuest
    ? "As a guest you cannot sign back in to this account: add an e-mail and password above first to keep it."
    : "To come back you sign in with your e-mail and password.";
  return `${running}Log out on this phone? ${comeBack}`;
}
