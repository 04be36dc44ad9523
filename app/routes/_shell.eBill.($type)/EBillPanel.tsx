import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { FieldError, SubmitButton, TextField } from "~/components/fields";
import { OtpBoxes } from "~/components/OtpBoxes";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/bill";
import type { TermsView } from "./actions.server";
import { EBillTerms } from "./EBillTerms";
import { eBillOtpSchema, eBillSchema } from "./schema";
import type { EBillState } from "./tabs.server";
import { useAdoptChecked } from "~/forms/early-input";

const ACTION = "/eBill/register";

/** The OTP entry of a first registration (the account has no eBill yet): Verify, Resend, Back. */
function EBillOtp({ email, lastResult }: { email: string; lastResult: SubmissionResult<string[]> | null }) {
  const { form, fields } = useSchemaForm(eBillOtpSchema, { id: "ebill-otp", lastResult });
  // The digits typed before a refused submission come back in their boxes.
  const typed = [lastResult?.initialValue?.otp ?? ""].flat().filter((d): d is string => typeof d === "string");
  return (
    <Form method="post" action={ACTION} {...getFormProps(form)} className="bill-otp" aria-labelledby="ebill-otp-title">
      <h3 id="ebill-otp-title">{t("bill.ebill.otpTitle")}</h3>
      <p role="status">{t("bill.ebill.otpSent", { email })}</p>
      <OtpBoxes id="ebill-otp" label={t("bill.ebill.otpLabel")} errors={fields.otp.errors} defaultValue={typed.join("")} />
      <div className="actions-row">
        <button type="submit" name="intent" value="verify" className="btn btn-primary">
          {t("bill.ebill.verify")}
        </button>
        <button type="submit" name="intent" value="resend-otp" className="btn btn-outline">
          {t("bill.ebill.resendOtp")}
        </button>
        <button type="submit" name="intent" value="back" className="btn btn-link">
          {t("bill.ebill.back")}
        </button>
      </div>
    </Form>
  );
}

/** The email and the terms; Submit checks whether the account is registered and goes on from there. */
function EBillForm({ email, lastResult, terms }: { email: string | null; lastResult: SubmissionResult<string[]> | null; terms: TermsView["terms"] | null }) {
  const hydrated = useHydrated();
  const { form, fields, outcome } = useSchemaForm(eBillSchema, {
    id: "ebill",
    keep: "ebill",
    lastResult,
    defaultValue: { email: terms?.email ?? email ?? "" },
  });
  const [agreed, setAgreed] = useState(Boolean(terms?.agreed) || fields.agree.initialValue === "on");
  const agreeRef = useAdoptChecked(agreed, setAgreed);
  const [termsOpen, setTermsOpen] = useState(Boolean(terms?.open));
  const agreeError = `${fields.agree.id}-error`;
  const invalid = Boolean(fields.agree.errors?.length);

  return (
    <>
      <Form method="post" action={ACTION} {...getFormProps(form)}>
        <TextField field={fields.email} label={t("bill.ebill.email")} type="email" inputMode="email" autoComplete="email" />
        <div className="field">
          <div className={`check ebill-agree${invalid ? " invalid" : ""}`}>
            <input
              ref={agreeRef}
              type="checkbox"
              id={fields.agree.id}
              name={fields.agree.name}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={agreeError}
            />
            <span>
              <label htmlFor={fields.agree.id}>{t("bill.ebill.agree")}</label>{" "}
              {/* Without JavaScript it submits the form (to show the terms); with it, it is a plain button so Enter still submits. */}
              <button
                {...(hydrated ? { type: "button" as const } : { type: "submit" as const, name: "intent", value: "terms", formNoValidate: true })}
                className="btn-link"
                onClick={(e) => {
                  e.preventDefault();
                  setTermsOpen(true);
                }}
              >
                {t("bill.ebill.terms")}
              </button>
            </span>
          </div>
          <FieldError id={agreeError} errors={fields.agree.errors} />
        </div>
        <SubmitButton pending={t("app.wait")}>{t("bill.ebill.submit")}</SubmitButton>
        <EBillTerms
          open={termsOpen}
          onAccept={() => {
            setAgreed(true);
            setTermsOpen(false);
          }}
          onClose={() => setTermsOpen(false)}
        />
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

/**
 * The eBill screen: the email form, or the OTP entry while an email waits for its code. An answer
 * of the email form (a refused code closes the OTP view and brings the email back) or the terms
 * view shows the email form, even in the response where the session still names the pending email.
 */
export function EBillPanel({ state, reply, terms }: { state: EBillState; reply: SubmissionResult<string[]> | null; terms: TermsView["terms"] | null }) {
  const emailFormAnswered = Boolean(terms) || Boolean(reply?.initialValue && "email" in reply.initialValue);
  return (
    <>
      <p data-testid="ebill-status">{state.email ? t("bill.ebill.registeredTo", { email: state.email }) : t("bill.ebill.intro")}</p>
      {state.pending && !emailFormAnswered ? (
        <EBillOtp email={state.pending} lastResult={reply} />
      ) : (
        <EBillForm key={state.email ?? ""} email={state.email} lastResult={emailFormAnswered ? reply : null} terms={terms} />
      )}
    </>
  );
}
