/**
 * Keeping what a customer typed (kept-store.ts says what is kept, where and for whom). A schema form
 * given a `keep` key (use-schema-form.ts) saves its fields on every input, gives them back when it is
 * shown again (after a reload, Back or Forward, a sign-in after its session timed out), and forgets
 * them once its post succeeded: the action redirected to another page in the same scope, or the page
 * tells a success. Without JavaScript nothing is kept in the browser: the server keeps what was posted.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { tabStorage, useKeptScope } from "./kept-janitor";
import { keepable, ownsScope, readEntries, saveEntries, type KeptEntries } from "./kept-store";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * A hidden input is the server's (a flag it verified, the button last pressed) unless a widget marks it
 * as what the customer chose there (a city, a pin): `{...KEEP_HIDDEN}` on the input, and the widget hears
 * its value given back through `useGivenBack` (the page's state, not the input, holds the choice).
 */
export const KEEP_HIDDEN = { "data-keep": "" } as const;
const GIVEN_BACK = "kept:given-back";
const isHidden = (field: Field) => field instanceof HTMLInputElement && field.type === "hidden";

/** The form's keepable fields (its own and those that name it with form=), in document order. */
const fieldsOf = (form: HTMLFormElement) =>
  Array.from(form.elements)
    .filter(isField)
    .filter((field) => !field.disabled && (!isHidden(field) || field.hasAttribute("data-keep")))
    .filter((field) => keepable(field.name, field.type, field.getAttribute("autocomplete") ?? ""));

/**
 * For a widget whose choice travels in a hidden input marked KEEP_HIDDEN: the ref goes on that input,
 * and `onValue` hears the value kept for it when the form's entries are given back.
 */
export function useGivenBack(onValue: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(onValue);
  useEffect(() => {
    latest.current = onValue;
  });
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const hear = (event: Event) => latest.current((event as CustomEvent<string>).detail);
    input.addEventListener(GIVEN_BACK, hear);
    return () => input.removeEventListener(GIVEN_BACK, hear);
  }, []);
  return ref;
}

/** What the form holds now; an unticked box is kept as null, so that giving it back unticks it. */
function entriesOf(form: HTMLFormElement): KeptEntries {
  const entries: KeptEntries = [];
  for (const field of fieldsOf(form)) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") entries.push([field.name, field.checked ? field.value : null]);
    else if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.checked) entries.push([field.name, field.value]);
    } else if (field instanceof HTMLSelectElement && field.multiple) {
      for (const option of Array.from(field.selectedOptions)) entries.push([field.name, option.value]);
    } else entries.push([field.name, field.value]);
  }
  return entries;
}

/** Sets a field as typing would: React's and conform's handlers see an input and a change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The next task: React has rendered what the last field's events changed (its handlers see it). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Gives the entries back to the form, one field per task: a controlled field's handler then sees
 * the state its neighbour's event just set, instead of writing an older copy over it. A choice can
 * reveal or enable the fields that depend on it, so what is not there yet is tried again (three passes).
 */
async function giveBack(form: HTMLFormElement, entries: KeptEntries) {
  let left = entries;
  for (let pass = 0; pass < 3 && left.length > 0 && form.isConnected; pass++) {
    const byName = new Map<string, (string | null)[]>();
    for (const [name, value] of left) byName.set(name, [...(byName.get(name) ?? []), value]);
    const missing: KeptEntries = [];
    for (const [name, values] of byName) {
      const fields = fieldsOf(form).filter((field) => field.name === name);
      if (fields.length === 0) {
        for (const value of values) missing.push([name, value]);
        continue;
      }
      let nth = 0;
      for (const field of fields) {
        if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
          const wanted = values.includes(field.value);
          if (field.checked !== wanted && (wanted || field.type === "checkbox")) field.click();
        } else if (field instanceof HTMLSelectElement && field.multiple) {
          for (const option of Array.from(field.options)) option.selected = values.includes(option.value);
          field.dispatchEvent(new Event("change", { bubbles: true }));
        } else {
          const value = values[nth++];
          if (typeof value !== "string") continue;
          if (isHidden(field)) field.dispatchEvent(new CustomEvent(GIVEN_BACK, { detail: value }));
          else typeInto(field, value);
        }
        await nextTask();
      }
    }
    left = missing;
  }
}

/**
 * The form `formId` keeps its entries under `key` (nothing without a key). `giveBackNow` is false when
 * the server has just answered the form's post: its answer holds what was posted.
 */
export function useKeptEntries(formId: string, key: string | undefined, giveBackNow: boolean) {
  const scope = useKeptScope();
  // A page that tells a success has just taken a post: the form that sent it starts over, even when it is drawn
  // anew before its entries are forgotten (the janitor runs after the form's effects).
  const succeeded = (useRouteLoaderData("root") as { outcome?: { kind?: string } | null } | undefined)?.outcome?.kind === "success";
  const givenFor = useRef<string | null>(null);
  // Given back once the page's widgets run their JavaScript: a city list or a town list drawn for the
  // page without it gives way to the widget, which starts from the server's choice.
  const hydrated = useHydrated();
  useEffect(() => {
    const storage = tabStorage();
    const form = document.getElementById(formId);
    if (!hydrated || !key || !storage || !(form instanceof HTMLFormElement)) return;
    // While the entries are given back, the events it causes are not saved (a half-given form).
    let givingBack = false;
    if (givenFor.current !== key) {
      givenFor.current = key;
      const kept = giveBackNow && !succeeded ? readEntries(storage, key, scope) : null;
      if (kept) {
        givingBack = true;
        void giveBack(form, kept).finally(() => (givingBack = false));
      }
    }
    let changed = false;
    const save = () => {
      if (givingBack) return;
      changed = true;
      saveEntries(storage, key, scope, entriesOf(form));
    };
    // Also as the page or the form goes (a reload, another site, another page of the portal): what a
    // script set without an event (a tick the terms' Accept gave) is kept too; never after a logout.
    const shown = JSON.stringify(entriesOf(form));
    const onHide = () => {
      if ((changed || JSON.stringify(entriesOf(form)) !== shown) && ownsScope(storage, scope)) save();
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    window.addEventListener("pagehide", onHide);
    return () => {
      onHide();
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
      window.removeEventListener("pagehide", onHide);
    };
  }, [formId, key, scope, giveBackNow, succeeded, hydrated]);
}
