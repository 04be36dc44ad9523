/**
 * What every signed-in page knows: the user, their linked accounts, the selected one (kept in
 * the session, first by default), its services, and whether it is prepaid (promotionType).
 */
import { redirect } from "@remix-run/node";
import * as accounts from "#contracts/accounts";
import { later, type Operator } from "~/operator/route.server";
import { requireUser, type LoginBy, type UserType } from "~/operator/session.server";

declare module "~/operator/session.server" {
  interface SessionData {
    /** The selected account's telephone number. */
    selectedAcc: string;
    /** The linked accounts and the selected one's services, kept for the session. */
    accounts: AccountSnapshot;
    /** The notification popup was closed this session. */
    popupSeen: boolean;
    /** The account whose bill status was checked this session and showed no popup is due. */
    popupChecked: string;
  }
}

/** A customer links up to four accounts ("You can link up to 4 accounts."). */
const MAX_LINKED_ACCOUNTS = 4;

/** Whether another account may be linked: the selector's Add Account and the add-account page both ask. */
export const canLinkAnother = (ctx: Pick<AccountContext, "accounts">) => ctx.accounts.length < MAX_LINKED_ACCOUNTS;

export interface LinkedAccount {
  telephoneNo: string;
  accountNo: string;
}

export interface Services {
  prepaid: boolean;
  broadband: Array<{ serviceID: string; packageName: string | null; serviceStatus: string | null; serviceType: string | null }>;
  peoTv: Array<{ serviceID: string; packageName: string | null; serviceStatus: string | null }>;
  voice: Array<{ serviceID: string; packageName: string | null; serviceStatus: string | null }>;
}

export interface AccountContext {
  op: Operator;
  user: { userName: string; userType: UserType; loginBy: LoginBy };
  accounts: LinkedAccount[];
  selected: LinkedAccount | null;
  services: Services | null;
  /** The operator's message when the accounts or services could not be read. */
  error: string | null;
}

/** Forget the kept accounts and popup state: the next page reads them again (after a change). */
export function forgetAccounts(op: Operator) {
  op.session.unset("accounts");
  op.session.unset("popupSeen");
  op.session.unset("popupChecked");
}

/**
 * Like the operator's app, the account list and the selected account's service details are read
 * when they are first needed and kept in the session with the time they were read: selecting,
 * adding or removing an account reads them again (those actions unset the session's `accounts`),
 * and after ACCOUNTS_FRESH_MS a page still uses them but reads them again beside it, for the next.
 */
export interface AccountSnapshot {
  accounts: LinkedAccount[];
  selected: string;
  services: Services;
  /** When they were read (epoch ms). */
  at?: number;
}

export const ACCOUNTS_FRESH_MS = 10 * 60_000;

type ReadAccounts = { accounts: LinkedAccount[]; selected: LinkedAccount | null; services: Services | null; error: string | null };

/** The account list, then the services of the remembered account (else the first): two reads, one after the other. */
async function readAccounts(op: Operator, userName: string, remembered: string | undefined): Promise<ReadAccounts> {
  const list = await op.data(accounts.accountDetail, { username: userName });
  if (!list.ok) return { accounts: [], selected: null, services: null, error: list.message };
  const linked = list.data.map((a) => ({ telephoneNo: a.telephoneno, accountNo: a.accountno }));
  const selected = linked.find((a) => a.telephoneNo === remembered) ?? linked[0] ?? null;
  if (!selected) return { accounts: linked, selected: null, services: null, error: null };

  const detail = await op.data(accounts.serviceDetail, { telephoneNo: selected.telephoneNo });
  if (!detail.ok) return { accounts: linked, selected, services: null, error: detail.message };
  const d = detail.data;
  const services: Services = {
    prepaid: d.prepaid,
    broadband: d.listofBBService.map((s) => ({
      serviceID: s.serviceID,
      packageName: s.packageName,
      serviceStatus: s.serviceStatus,
      serviceType: s.serviceType,
    })),
    peoTv: d.listofPEOService.map((s) => ({ serviceID: s.serviceID, packageName: s.packageName, serviceStatus: s.serviceStatus })),
    voice: d.listofVoiceService.map((s) => ({ serviceID: s.serviceID, packageName: s.packageName, serviceStatus: s.serviceStatus })),
  };
  return { accounts: linked, selected, services, error: null };
}

/** Keeps what was read in the session (the selection too); answers it. */
function keep(op: Operator, read: ReadAccounts, remembered: string | undefined): ReadAccounts {
  const session = op.session;
  // A list that could not be read changes nothing of the selection.
  if ((read.selected?.telephoneNo ?? undefined) !== remembered && (read.selected || !read.error)) {
    if (read.selected) session.set("selectedAcc", read.selected.telephoneNo);
    else session.unset("selectedAcc");
  }
  if (read.selected && read.services)
    session.set("accounts", { accounts: read.accounts, selected: read.selected.telephoneNo, services: read.services, at: Date.now() });
  return read;
}

export async function loadAccountContext(op: Operator): Promise<AccountContext> {
  const session = requireUser(op);
  const user = {
    userName: session.get("userName") ?? "",
    userType: session.get("userType") ?? "EMAIL",
    loginBy: session.get("loginBy") ?? "mySlt",
  };
  const remembered = session.get("selectedAcc");

  const kept = session.get("accounts");
  if (kept && kept.selected === remembered) {
    const selected = kept.accounts.find((a) => a.telephoneNo === kept.selected) ?? null;
    if (selected) {
      // Stale: this page uses what is kept, and the next finds them read again.
      if (!kept.at || Date.now() - kept.at > ACCOUNTS_FRESH_MS)
        later(
          op,
          readAccounts(op, user.userName, remembered).then((read) => keep(op, read, remembered)),
        );
      return { op, user, accounts: kept.accounts, selected, services: kept.services, error: null };
    }
  }

  const read = await readAccounts(op, user.userName, remembered);
  return { op, user, ...keep(op, read, remembered) };
}

export interface AccountRules {
  /** No linked accounts (the list did load) → /noAccount. Default true. */
  needsAccount?: boolean;
  /** A prepaid account → /prepaid/boardBand. Default true. */
  postpaidOnly?: boolean;
}

/** The account context of a signed-in page, after the no-account and prepaid redirects that apply to it. */
export async function requireAccount(op: Operator, rules: AccountRules = {}): Promise<AccountContext> {
  const ctx = await loadAccountContext(op);
  const away =
    rules.needsAccount !== false && !ctx.error && ctx.accounts.length === 0
      ? "/noAccount"
      : rules.postpaidOnly !== false && ctx.services?.prepaid
        ? "/prepaid/boardBand"
        : null;
  if (away) throw redirect(away);
  return ctx;
}
