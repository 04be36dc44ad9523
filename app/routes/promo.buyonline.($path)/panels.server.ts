/**
 * The auth panels' posts on the buy-online landing: the same operator calls and schemas as the
 * sign-in, register and forgot-password pages, but a sign-in made here is marked loginBy "ftth"
 * (signing out then returns to /promo/buyonline) and leads to the chosen connection, and every
 * step stays on the landing (?panel=).
 */
import { redirect } from "@remix-run/node";
import * as auth from "#contracts/auth";
import { resendOtp } from "~/auth/otp.server";
import { forgotSchema, registerOtpSchema, registerSchema, resetPasswordSchema, signInSchema } from "~/auth/validation";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-landing";
import { describeFailure, describeSignInFailure } from "~/operator/errors.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { signIn } from "~/operator/session.server";
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
      const { userId, password, userType } = submission.value;
      const result = await op.call(auth.login, { username: userId, password, channelID: "WEB" });
      if (result.kind === "answer" && result.answer.accessToken && result.answer.refreshToken) {
        const tokens = { accessToken: result.answer.accessToken, refreshToken: result.answer.refreshToken };
        signIn(session, tokens, { userName: userId.toLowerCase(), userType, loginBy: "ftth" });
        return redirect(target);
      }
      return formFailure(submission, describeSignInFailure(result));
    }

    case "register": {
      const submission = parseWithSchema(formData, { schema: registerSchema });
      if (submission.status !== "success") return formFailure(submission);
      const { userId, name, password, userType } = submission.value;
      const result = await op.call(auth.registerV2, { userName: userId, password, confirmPassword: password, Name: name, userType });
      if (result.kind === "answer" && result.answer.isSuccess) {
        session.set("pendingRegistration", { id: result.answer.dataBundle, userName: userId, userType });
        return redirect(panelUrl(path, "regotp"));
      }
      return formFailure(submission, describeFailure(result));
    }

    case "regotp": {
      const pending = session.get("pendingRegistration");
      if (!pending) return redirect(panelUrl(path, "reg"));
      const submission = parseWithSchema(formData, { schema: registerOtpSchema });
      if (submission.status !== "success") return formFailure(submission);
      const result = await op.call(auth.otpAuthRequest, { id: pending.id, verifyOtp: submission.value.otp, channelID: "WEB" });
      if (result.kind === "answer" && result.answer.isSuccess) {
        const { accessToken, refreshToken, user_id } = result.answer.dataBundle;
        signIn(session, { accessToken, refreshToken }, { userName: (user_id ?? pending.userName).toLowerCase(), userType: pending.userType, loginBy: "ftth" });
        return redirect(target);
      }
      return formFailure(submission, describeFailure(result));
    }

    case "regotp-resend": {
      const pending = session.get("pendingRegistration");
      if (!pending) return redirect(panelUrl(path, "reg"));
      return resendAndStay(op, panelUrl(path, "regotp"), pending.userName, pending.userType);
    }

    case "forgot": {
      const submission = parseWithSchema(formData, { schema: forgotSchema });
      if (submission.status !== "success") return formFailure(submission);
      const { userId, userType } = submission.value;
      const result = await op.call(auth.resendOtp, { userName: userId, userType });
      if (result.kind === "answer" && result.answer.isSuccess) {
        session.set("resetUserName", userId);
        session.set("resetUserType", userType);
        return redirect(panelUrl(path, "otp"));
      }
      return formFailure(submission, describeFailure(result));
    }

    case "reset": {
      const userName = session.get("resetUserName");
      if (!userName) return redirect(panelUrl(path, "fg"));
      const submission = parseWithSchema(formData, { schema: resetPasswordSchema });
      if (submission.status !== "success") return formFailure(submission);
      const result = await op.call(auth.forgotPassword, { UserName: userName, verifyOtp: submission.value.otp, newPassword: submission.value.newPassword });
      if (result.kind === "answer" && result.answer.isSuccess) {
        session.unset("resetUserName");
        session.unset("resetUserType");
        return redirectWithOutcome(panelUrl(path, "signin"), t("forgot.done"));
      }
      return formFailure(submission, describeFailure(result));
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
