/**
 * One-time codes of the public sales flows. A verified mobile becomes a portal user (user id =
 * the mobile) so the wizard and the status page can call the bearer endpoints with real tokens.
 */
import * as sales from "#contracts/sales";
import { fail, implement, ok } from "../../implement";
import { createUserFromPersona } from "../../personas";
import { findUser } from "../../store";
import { consumeOtp, issueOtp, issueTokens, messageLanguage } from "../auth";
import { findDraft, messages, normaliseMobile } from "./state";

/** The order-lookup reference looks like FTTH24020871 / LTE24020872; anything else is a mobile. */
const looksLikeOrderRef = (value: string) => /^(FTTH|LTE)\d+$/i.test(value.trim());

async function tokensForMobile(mobile: string) {
  if (!findUser(mobile)) {
    await createUserFromPersona("no-accounts", {
      userName: mobile,
      userType: "MOBILE",
      name: "Online customer",
      password: "",
      withLines: false,
    });
  }
  const pair = await issueTokens(mobile);
  return ok({ user_id: mobile, ...pair });
}

export const otpImplementations = [
  implement(sales.sendOrderOtp, async ({ input, request }) => {
    if (looksLikeOrderRef(input.userName)) {
      const draft = findDraft(input.userName);
      const mobile = draft ? normaliseMobile(draft.fields.mobileno ?? "") : null;
      if (!draft || !mobile) return fail(messages.noOrder);
      await issueOtp("order", draft.refNo, mobile, "sms", messageLanguage(request));
      return ok(null);
    }
    const mobile = normaliseMobile(input.userName);
    if (!mobile) return fail(messages.invalidMobile);
    await issueOtp("ftth", mobile, mobile, "sms", messageLanguage(request));
    return ok(null);
  }),

  implement(sales.verifyOrderOtp, async ({ input }) => {
    const draft = findDraft(input.code);
    const mobile = draft ? normaliseMobile(draft.fields.mobileno ?? "") : null;
    if (!draft || !mobile) return fail(messages.noOrder);
    const problem = await consumeOtp("order", draft.refNo, input.recievedOtp);
    if (problem) return fail(problem);
    return tokensForMobile(mobile);
  }),

  implement(sales.verifyOtpOpenFtth, async ({ input }) => {
    const mobile = normaliseMobile(input.userName);
    if (!mobile) return fail(messages.invalidMobile);
    const problem = await consumeOtp("ftth", mobile, input.verifyOtp);
    if (problem) return fail(problem);
    return tokensForMobile(mobile);
  }),
];
