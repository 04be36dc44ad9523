/**
 * The auth panels' posts on the buy-online landing: the same operator calls and schemas as the
 * sign-in, register and forgot-password pages, but a sign-in made here is marked loginBy "ftth"
 * (signing out then returns to /promo/buyonline) and leads to the chosen connection, and every
 * step stays on the landing (?panel=).
 */
import { redirect } from "@remix-run/node";
import { resendOtp } from "~/auth/otp.server";
import { confirmRegistration, passwordSignIn, resetPassword, startPasswordReset, startRegistration } from "~/auth/steps.server";
import { forgotSchema, registerOtpSchema, registerSchema, resetPasswordSchema, signInSchema } from "~/auth/validation";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-landing";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { panelUrl, SIGNED_IN_TARGET, type BuyPath, type Panel } from "./paths";

/** The panel a visitor may see: the OTP panels only while their code is pending, else the step before. */
export function allowedPanel(op: Operator, wanted: Panel): Panel {
  if (wanted === "regotp" && !op.session.get("pendingRegistration")) return "reg";
  if (wanted === "otp" && !op.session.get("resetUserName")) return "fg";
  return wanted;
}

/** Whom the panel's code went to (the OTP panels show it). */
export function codeSentTo(op: Operator, panel: Panel): string | null {
  if (panel === "regotp") return op.session.get("pendingRegistration")?.userName ?? null;
  if (panel === "otp") return op.session.get("resetUserName") ?? null;
  return null;
}

async function resendAndStay(op: Operator, to: string, userName: string, userType: "EMAIL" | "MOBILE") {
  const sent = await resendOtp(op, userName, userType);
  return sent.ok ? redirectWithOutcome(to, t("otp.resent")) : redirectWithOutcome(to, sent.message, "error");
}

export async function panelAction(op: Operator, path: BuyPath, formData: FormData) {
  const session = op.session;
  const target = SIGNED_IN_TARGET[path];

  switch (formData.get("intent")) {
    case "signin": {
      const submission = parseWithSchema(formData, { schema: signInSchema });
      if (submission.status !== "success") return formFailure(submission);
      const refused = await passwordSignIn(op, submission.value, "ftth");
      return refused ? formFailure(submission, refused.message) : redirect(target);
    }

    case "register": {
      const submission = parseWithSchema(formData, { schema: registerSchema });
      if (submission.status !== "success") return formFailure(submission);
      const started = await startRegistration(op, submission.value);
      return "message" in started ? formFailure(submission, started.message) : redirect(panelUrl(path, "regotp"));
    }

    case "regotp": {
      const pending = session.get("pendingRegistration");
      if (!pending) return redirect(panelUrl(path, "reg"));
      const submission = parseWithSchema(formData, { schema: registerOtpSchema });
      if (submission.status !== "success") return formFailure(submission);
      const refused = await confirmRegistration(op, pending.id, submission.value.otp, "ftth");
      return refused ? formFailure(submission, refused.message) : redirect(target);
    }

    case "regotp-resend": {
      const pending = session.get("pendingRegistration");
      if (!pending) return redirect(panelUrl(path, "reg"));
      return resendAndStay(op, panelUrl(path, "regotp"), pending.userName, pending.userType);
    }

    case "forgot": {
      const submission = parseWithSchema(formData, { schema: forgotSchema });
      if (submission.status !== "success") return formFailure(submission);
      const refused = await startPasswordReset(op, submission.value);
      return refused ? formFailure(submission, refused.message) : redirect(panelUrl(path, "otp"));
    }

    case "reset": {
      const userName = session.get("resetUserName");
      if (!userName) return redirect(panelUrl(path, "fg"));
      const submission = parseWithSchema(formData, { schema: resetPasswordSchema });
      if (submission.status !== "success") return formFailure(submission);
      const refused = await resetPassword(op, userName, submission.value.otp, submission.value.newPassword);
      return refused ? formFailure(submission, refused.message) : redirectWithOutcome(panelUrl(path, "signin"), t("forgot.done"));
    }

    case "reset-resend": {
      const userName = session.get("resetUserName");
      const userType = session.get("resetUserType");
      if (!userName || !userType) return redirect(panelUrl(path, "fg"));
      return resendAndStay(op, panelUrl(path, "otp"), userName, userType);
    }

    default:
      return redirect(panelUrl(path, "signin"));
  }
}
