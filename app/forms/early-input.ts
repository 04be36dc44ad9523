import { useEffect, useLayoutEffect, useRef } from "react";

/** A layout effect in the browser; on the server (where none runs) an effect, which React does not warn about. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A box ticked, a choice picked or text typed before the page's code has arrived stays as the
 * customer left it. Hydration keeps what the browser shows in an input but not the component's own
 * record of it, so a button waiting for the tick would stay disabled beside a ticked box. Once
 * hydrated, the component adopts what the browser shows; after a client-side render both already
 * agree and nothing happens. It adopts in the hydrating commit itself (a layout effect): any render
 * before it would write the component's record back over the box, and the tick would vanish for a
 * frame (a test reading the box then saw it unticked).
 */
function useAdopt<E extends HTMLElement, T>(read: (element: E) => T | undefined, recorded: T | null | undefined, adopt: ((value: T) => void) | undefined) {
  const ref = useRef<E>(null);
  useBrowserLayoutEffect(() => {
    const shown = ref.current ? read(ref.current) : undefined;
    if (adopt && shown !== undefined && recorded !== undefined && shown !== recorded) adopt(shown);
    // Once, when the server's input becomes the component's.
  }, []);
  return ref;
}

/** For a checkbox: the ref goes on the input. */
export const useAdoptChecked = (checked: boolean, adopt: ((checked: boolean) => void) | undefined) =>
  useAdopt((input: HTMLInputElement) => input.checked, checked, adopt);

/** For a group of radio buttons: the ref goes on their fieldset. */
export const useAdoptChoice = <T extends string>(chosen: T | null, adopt: (value: T) => void) =>
  useAdopt((fieldset: HTMLFieldSetElement) => fieldset.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value as T | undefined, chosen, adopt);

/** For a text input whose value the component keeps (`value` undefined: the input is not controlled). */
export const useAdoptValue = (value: string | undefined, adopt: ((value: string) => void) | undefined) =>
  useAdopt((input: HTMLInputElement) => input.value, value, adopt);

/** For a select whose value the page's data or the component keeps (the account selector, a complaint's service): the ref goes on the select. */
export const useAdoptSelected = (value: string, adopt: (value: string) => void) => useAdopt((select: HTMLSelectElement) => select.value, value, adopt);
