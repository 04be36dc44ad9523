/** What the signed-in layout offers the pages inside it. */
export interface ShellOutletContext {
  openAddAccount: () => void;
}
