import { createContext, useContext } from "react";

/**
 * This response's script nonce (the Content-Security-Policy allows inline scripts that carry it).
 * Set by the server render; in the browser it is empty, as browsers hide a nonce once the page loads.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
