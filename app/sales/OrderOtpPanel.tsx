import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog } from "~/components/outcome";
import { ResendOtp } from "~/components/ResendOtp";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-landing";
import { orderOtpSchema } from "./order-lookup";

/**
 * The code entry of an order lookup: 'OTP sent to' the order's mobile, six boxes, Submit (reading
 * 'Verifying' while the code is checked), Resend OTP and a close icon back to `closeTo`. Both forms
 * post to the page's own action (intent verify or resend), so it works without JavaScript.
 */
export function OrderOtpPanel({
  orderId,
  lastResult,
  closeTo,
}: {
  orderId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  closeTo: string;
}) {
  const { form, fields, outcome, answer } = useSchemaForm(orderOtpSchema, { id: "order-otp", lastResult });
  const navigation = useNavigation();
  const verifying = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify";

  return (
    <section className="card lookup-otp" aria-labelledby="lookup-otp-title">
      <div className="lookup-otp-head">
        <h2 id="lookup-otp-title">{t("lookup.otp.title")}</h2>
        <Link to={closeTo} className="lookup-close" aria-label={t("lookup.otp.close")}>
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <p>{t("lookup.otp.sentTo", { orderId })}</p>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        {/* A refused code empties the boxes for the next try (keyed by the refusal). */}
        <OtpBoxes key={answer} id={fields.otp.id} label={t("lookup.otp.prompt")} errors={fields.otp.errors} />
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={verifying || undefined}>
          {verifying ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {t("lookup.otp.verifying")}
            </>
          ) : (
            t("lookup.otp.submit")
          )}
        </button>
      </Form>
      <ResendOtp className="lookup-resend" label={t("lookup.otp.resend")} />
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}
