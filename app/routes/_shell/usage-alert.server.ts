/**
 * The usage heads-up of the signed-in layout: when the selected line's data runs out well before the
 * package renews (broadband) or expires (prepaid), or most of it is used (alertDue), one banner with
 * the top-up that fits, until the customer dismisses it or follows it (once per session and line:
 * /popupSeen). Where the customer lands (the broadband summary, the prepaid page) it is read with the
 * page's own reads, which the request's cache shares; other pages use what the session keeps of the
 * last check for a while, so they send no call of their own for it.
 */
import { alertDue, type Forecast } from "~/broadband/forecast";
import { loadBroadbandOutlook } from "~/broadband/forecast.server";
import type { AccountContext } from "~/accounts/context.server";
import { loadPrepaidOutlook } from "~/prepaid/forecast.server";
import type { PaymentsAmount } from "./shell.server";

export interface UsageAlert {
  kind: "broadband" | "prepaid";
  forecast: Forecast | null;
  /** Whole percent of the package used. */
  usedPercent: number;
  /** The top-up it offers: Extra GB (broadband), a data add-on (prepaid with money in the wallet) or a reload. */
  action: "extraGb" | "addons" | "reload";
}

declare module "~/operator/session.server" {
  interface SessionData {
    /** The last usage heads-up check of a line this session: what was due (null: none), and when. */
    usageAlert: { line: string; at: number; alert: UsageAlert | null };
    /** The line whose usage heads-up was dismissed or followed this session. */
    usageAlertSeen: string;
  }
}

/** How long other pages show the kept check before asking again. */
export const USAGE_ALERT_FRESH_MS = 10 * 60_000;

const LANDING = ["/boardband/summary", "/prepaid/boardband"];

export async function usageAlertDue(ctx: AccountContext, pathname: string, amount: Promise<PaymentsAmount>): Promise<UsageAlert | null> {
  const { op, selected, services } = ctx;
  if (!selected || !services) return null;
  const line = selected.telephoneNo;
  const session = op.session;
  if (session.get("usageAlertSeen") === line) return null;
  const kept = session.get("usageAlert");
  const known = kept?.line === line ? kept : null;
  if (known && Date.now() - known.at < USAGE_ALERT_FRESH_MS && !LANDING.includes(pathname.toLowerCase())) return known.alert;
  const alert = await check(ctx, amount);
  // Kept again only when it changed or aged: the pages where customers land do not write the session each time.
  if (!known || Date.now() - known.at >= USAGE_ALERT_FRESH_MS || JSON.stringify(known.alert) !== JSON.stringify(alert))
    session.set("usageAlert", { line, at: Date.now(), alert });
  return alert;
}

async function check({ op, selected, services }: AccountContext, amount: Promise<PaymentsAmount>): Promise<UsageAlert | null> {
  if (!selected || !services) return null;
  if (services.prepaid) {
    const [outlook, wallet] = await Promise.all([loadPrepaidOutlook(op, selected.telephoneNo), amount]);
    if (!alertDue(outlook.forecast, outlook.usedShare)) return null;
    const action = wallet.state === "ok" && wallet.amount > 0 ? "addons" : "reload";
    return { kind: "prepaid", forecast: outlook.forecast, usedPercent: Math.round((outlook.usedShare ?? 0) * 100), action };
  }
  const subscriberId = services.broadband[0]?.serviceID;
  if (!subscriberId) return null;
  const outlook = await loadBroadbandOutlook(op, subscriberId);
  if (!alertDue(outlook.forecast, outlook.usedShare)) return null;
  return { kind: "broadband", forecast: outlook.forecast, usedPercent: Math.round((outlook.usedShare ?? 0) * 100), action: "extraGb" };
}
