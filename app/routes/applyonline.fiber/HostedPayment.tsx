import { useEffect, useRef } from "react";
import { t } from "~/i18n/sales-wizard";

/**
 * The hidden form of the hosted payment page. Once the page is hydrated it submits itself; without
 * JavaScript the visitor presses 'Continue to payment'.
 */
export function HostedPayment({ action, fields }: { action: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    form.current.submit();
  }, []);
  return (
    <section className="sw-paynow" aria-labelledby="sw-paynow-title">
      <h2 id="sw-paynow-title">{t("sw.pay.continueTitle")}</h2>
      <p role="status">{t("sw.pay.continueText")}</p>
      <form ref={form} method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {t("sw.pay.continue")}
        </button>
      </form>
    </section>
  );
}
