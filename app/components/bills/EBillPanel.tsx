import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import type { BillActionData } from "~/bills/bill-actions.server";
import { eBillSchema } from "~/bills/bill-page";
import type { EBillState } from "~/bills/bill-page.server";
import { FieldError, SubmitButton, TextField } from "~/components/fields";
import { useHydrated } from "~/components/use-hydrated";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";
import { OtpBoxes } from "../OtpBoxes";
import { EBillTerms } from "./EBillTerms";

const ACTION = "/eBill/register";

/** The OTP entry of a first registration (userexist N): Verify, Resend, Back. */
function EBillOtp({ email, data }: { email: string; data: BillActionData | undefined }) {
  return (
    <Form method="post" action={ACTION} className="bill-otp" aria-labelledby="ebill-otp-title">
      <h3 id="ebill-otp-title">{t("bill.ebill.otpTitle")}</h3>
      <p role="status">{t(data?.resent ? "bill.ebill.otpResent" : "bill.ebill.otpSent", { email })}</p>
      <OtpBoxes key={data?.at} id="ebill-otp" label={t("bill.ebill.otpLabel")} errors={data?.otpError ? [data.otpError] : undefined} />
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
function EBillForm({ email, data }: { email: string | null; data: BillActionData | undefined }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<{ email: string; agree: string }>({
    id: "ebill",
    lastResult: data?.success ? null : (data?.result ?? null),
    defaultValue: { email: data?.email ?? email ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: eBillSchema }),
  });
  const [agreed, setAgreed] = useState(Boolean(data?.agreed) || fields.agree.initialValue === "on");
  const [termsOpen, setTermsOpen] = useState(Boolean(data?.terms));
  const agreeError = `${fields.agree.id}-error`;
  const invalid = Boolean(fields.agree.errors?.length);

  return (
    <Form method="post" action={ACTION} {...getFormProps(form)}>
      <TextField field={fields.email} label={t("bill.ebill.email")} type="email" inputMode="email" autoComplete="email" />
      <div className="field">
        <div className={`check${invalid ? " invalid" : ""}`}>
          <input
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
  );
}

/** The eBill screen (seed 001 sections 2, 4): the email form, or the OTP entry while one is pending. */
export function EBillPanel({ state, data }: { state: EBillState; data: BillActionData | undefined }) {
  const step = data?.step ?? (state.pending ? "otp" : "form");
  const pending = data?.step === "otp" ? (data.email ?? state.pending) : state.pending;
  return (
    <>
      <p data-testid="ebill-status">{state.email ? t("bill.ebill.registeredTo", { email: state.email }) : t("bill.ebill.intro")}</p>
      {step === "otp" && pending ? (
        <EBillOtp email={pending} data={data} />
      ) : (
        <EBillForm key={`${state.email ?? ""}-${data?.success ? data.at : ""}`} email={state.email} data={data} />
      )}
    </>
  );
}
