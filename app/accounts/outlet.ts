/** What the signed-in layout and the pages inside it tell each other. */

/** What the layout offers the pages inside it (their outlet context). */
export interface ShellOutletContext {
  openAddAccount: () => void;
}

/** What a page declares to the layout in its route `handle`. */
export interface ShellHandle {
  /** Fibre and LTE order pages hide the product and service rows, the selector and profile links. */
  shell?: "order";
}
