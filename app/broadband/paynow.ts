import { t } from "~/i18n/broadband";

/** The words of the hosted Pay Now hand-over on the broadband pages. */
export const payNowTexts = () => ({ title: t("bb.pay.continueTitle"), text: t("bb.pay.continueText"), button: t("bb.pay.continue") });
