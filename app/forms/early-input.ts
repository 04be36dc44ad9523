import { useEffect, useRef } from "react";

/**
 * A box ticked or a choice picked before the page's code has arrived stays as the customer left it.
 * Hydration keeps what the browser shows in an input but not the component's own record of it, so a
 * button waiting for the tick would stay disabled beside a ticked box. Once hydrated, the component
 * adopts what the browser shows; after a client-side render both already agree and nothing happens.
 */
export function useAdoptChecked(checked: boolean, adopt: ((checked: boolean) => void) | undefined) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (adopt && input && input.checked !== checked) adopt(input.checked);
    // Once, when the server's input becomes the component's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The same for a group of radio buttons: the ref goes on their fieldset. */
export function useAdoptChoice<T extends string>(chosen: T | null, adopt: (value: T) => void) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const picked = ref.current?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
    if (picked && picked !== chosen) adopt(picked as T);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The same for a text input whose value the component keeps: what was typed before hydration stays. */
export function useAdoptValue(value: string | undefined, adopt: ((value: string) => void) | undefined) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (adopt && input && value !== undefined && input.value !== value) adopt(input.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
