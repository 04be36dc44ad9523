/**
 * The signed-in summaries' three declarations: the application PDF read and downloaded (its link), the
 * information true and accurate, and the terms agreed (what opens the terms follows the label); Add
 * to Cart waits for all of them. Each wizard names the fields and words the labels its own way.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { CheckBox } from "./DetailsFields";

/** The ticks as the page holds them: `all` once every declaration is ticked. */
export function useTicks<N extends string>(initial: Record<N, boolean>) {
  const [ticks, setTicks] = useState(initial);
  const tick = (name: N, ticked: boolean) => setTicks((now) => ({ ...now, [name]: ticked }));
  return { ticks, tick, all: Object.values<boolean>(ticks).every(Boolean) };
}

export function Declarations<N extends string>({
  legend,
  fields,
  entry,
  read,
  truth,
  terms,
}: {
  legend: string;
  fields: Record<N, FieldMetadata<string>>;
  entry: ReturnType<typeof useTicks<N>>;
  /** The application PDF: its label, and its link (a plain download, with or without JavaScript). */
  read: { name: N; label: string; link: string; href: string };
  truth: { name: N; label: string };
  /** The terms: its label and what opens them. */
  terms: { name: N; label: string; open: ReactNode };
}) {
  const box = (name: N, label: string, after?: ReactNode) => (
    <CheckBox field={fields[name]} label={label} checked={entry.ticks[name]} onChange={(ticked) => entry.tick(name, ticked)} after={after} />
  );
  return (
    <fieldset className="sw-box">
      <legend>{legend}</legend>
      {box(
        read.name,
        read.label,
        <a href={read.href} download>
          {read.link}
        </a>,
      )}
      {box(truth.name, truth.label)}
      {box(terms.name, terms.label, terms.open)}
    </fieldset>
  );
}
