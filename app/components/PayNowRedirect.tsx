import { useEffect, useRef } from "react";

/**
 * The hidden form of an operator's hosted payment page. Once the page is hydrated it submits itself;
 * without JavaScript the customer presses the continue button. The caller gives the texts (its own
 * catalogue's words).
 */
export function PayNowRedirect({
  action,
  fields,
  texts,
  className = "card paynow",
}: {
  action: string;
  fields: Record<string, string>;
  texts: { title: string; text: string; button: string };
  className?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    form.current.submit();
  }, []);
  return (
    <section className={className} aria-labelledby="paynow-title">
      <h2 id="paynow-title">{texts.title}</h2>
      <p role="status">{texts.text}</p>
      <form ref={form} method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {texts.button}
        </button>
      </form>
    </section>
  );
}
