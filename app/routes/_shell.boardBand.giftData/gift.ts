/**
 * The steps of a data gift: validate the receiver, then Select (the amount), SelectType (how to
 * pay) and Confirm. The choices live in the URL, so every step works without JavaScript.
 */
import { isPayType, type PayType } from "~/broadband/pay-types";

export const giftSteps = ["receiver", "select", "type", "confirm"] as const;
export type GiftStep = (typeof giftSteps)[number];

export interface GiftState {
  step: GiftStep;
  receiver: string;
  packageId: string;
  payType: PayType | "";
  /** A step was asked for without the choice it needs: the message of the step shown instead. */
  missing: "packageId" | "payType" | null;
}

/** The step the URL asks for, falling back to the first step whose choice is missing. */
export function giftState(params: URLSearchParams, packageIds: string[]): GiftState {
  const receiver = (params.get("receiver") ?? "").trim();
  const packageId = packageIds.includes(params.get("packageId") ?? "") ? params.get("packageId")! : "";
  const pay = params.get("payType") ?? "";
  const payType = isPayType(pay) ? pay : "";
  const asked = giftSteps.find((s) => s === params.get("step")) ?? "receiver";
  const base = { receiver, packageId, payType } as const;
  if (asked === "receiver" || !receiver) return { ...base, step: "receiver", missing: null };
  if (asked === "select") return { ...base, step: "select", missing: null };
  if (!packageId) return { ...base, step: "select", missing: "packageId" };
  if (asked === "type") return { ...base, step: "type", missing: null };
  if (!payType) return { ...base, step: "type", missing: "payType" };
  return { ...base, step: "confirm", missing: null };
}

/** The URL of a step with the choices made so far. */
export function giftStepUrl(step: GiftStep, state: Pick<GiftState, "receiver" | "packageId" | "payType">): string {
  const params = new URLSearchParams({ step });
  if (state.receiver) params.set("receiver", state.receiver);
  if (state.packageId && step !== "receiver") params.set("packageId", state.packageId);
  if (state.payType && (step === "type" || step === "confirm")) params.set("payType", state.payType);
  return `/boardBand/giftData?${params}`;
}
