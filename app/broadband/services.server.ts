/** Server helpers of the broadband account services: the subscriber of the page and action replies. */
import { json, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { requireBroadband, type BroadbandContext } from "./context.server";

export type SubscriberContext = BroadbandContext & { subscriberId: string };

/** The area's context with a broadband subscriber; without one the summary shows the no-broadband panel. */
export async function requireSubscriber(request: Request): Promise<SubscriberContext> {
  const ctx = await requireBroadband(request);
  if (!ctx.subscriberId) throw redirect("/boardBand/summary", { headers: await ctx.op.headers() });
  return ctx as SubscriberContext;
}

/** What a form action of these pages answers: conform's reply, and the operator's outcome. */
export interface ServiceActionData {
  result: SubmissionResult<string[]> | null;
  /** The operator's failure (errorShow), for the error dialog. */
  error: string | null;
  /** The success text, for the result dialog. */
  success: string | null;
  /** Distinguishes two answers with the same text, so each opens its dialog. */
  at: number;
}

export async function reply(ctx: SubscriberContext, data: Partial<ServiceActionData>, status = 200) {
  return json<ServiceActionData>({ result: null, error: null, success: null, ...data, at: Date.now() }, { status, headers: await ctx.op.headers() });
}
