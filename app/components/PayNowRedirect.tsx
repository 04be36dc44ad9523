import { useEffect, useRef } from "react";
import { t } from "~/i18n/broadband";

/**
 * The hidden Pay Now form of the operator's hosted payment page. Once the page is hydrated it
 * submits itself; without JavaScript the customer presses 'Continue to payment'.
 */
export function PayNowRedirect({ action, fields }: { action: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    form.current.submit();
  }, []);
  return (
    <section className="card paynow" aria-labelledby="paynow-title">
      <h2 id="paynow-title">{t("bb.pay.continueTitle")}</h2>
      <p role="status">{t("bb.pay.continueText")}</p>
      <form ref={form} method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {t("bb.pay.continue")}
        </button>
      </form>
    </section>
  );
}
