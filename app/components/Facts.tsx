/** A row of labelled facts (package, status, username...). Empty values show a dash. */
export function Facts({ items, className }: { items: Array<{ label: string; value: string | number | null | undefined }>; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : "facts"}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? "-"}</dd>
        </div>
      ))}
    </dl>
  );
}
