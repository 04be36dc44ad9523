/**
 * Accounts: which lines a user linked and the services of each line. Linking follows the
 * operator's rules: the line must exist, the account number and the owner's NIC must match
 * (or the broadband id and password), a line is linked once, at most MAX_LINKED_ACCOUNTS.
 */
import { http, HttpResponse } from "msw";
import * as accounts from "#contracts/accounts";
import type { LineTemplate } from "../../fixtures/personas";
import { PREPAID_LTE_PACKAGE } from "../../fixtures/broadband";
import { DAY_MS, lkDate, TELEPHONE, toSubscriberId, toTelephone } from "../../contracts/lk";
import { fail, implement, ok, type Bases, type Implementation } from "../implement";
import { findLine, linkedLines, links, MAX_LINKED_ACCOUNTS, type LineRecord, type UserRecord } from "../store";
import { hash, nowMs, world } from "../world";
import { withInitials } from "./broadband/names";
import { findSubscriber } from "./broadband/state";

export const messages = {
  otherUser: "You are not authorised to view the accounts of another user.",
  invalidTelephone: "Invalid telephone number. Please check and try again.",
  invalidAccount: "Invalid telephone number or account number. Please check and try again.",
  notLinked: "This account is not linked to your profile.",
  nicMismatch: "The NIC number does not match the owner of this account.",
  alreadyLinked: "This account is already added to your profile.",
  max: `You can link a maximum of ${MAX_LINKED_ACCOUNTS} accounts. Please remove an account to add a new one.`,
  prepaidViaPostpaid: "This is a prepaid number. Please select Prepaid to add it.",
  postpaidViaPrepaid: "This is not a prepaid LTE number. Please select Postpaid to add it.",
  badBroadbandLogin: "Invalid broadband username or password.",
  notLte: "This is not a 4G LTE connection.",
};

/** Old NIC (YYDDDSSSSV) of a new one (YYYYDDD0SSSS), when one exists. */
function oldNic(nic: string): string | null {
  return /^(19\d{2})(\d{3})0(\d{4})$/.test(nic) ? `${nic.slice(2, 4)}${nic.slice(4, 7)}${nic.slice(8)}V` : null;
}

function sameNic(owner: string, given: string) {
  const g = given.trim().toUpperCase().replace(/X$/, "V");
  return g === owner.toUpperCase() || g === oldNic(owner);
}

const isLinked = (me: UserRecord, telephoneNo: string) => linkedLines(me.userName).some((l) => l.telephoneNo === telephoneNo);

async function link(me: UserRecord, line: LineRecord) {
  if (isLinked(me, line.telephoneNo)) return fail(messages.alreadyLinked);
  const current = linkedLines(me.userName);
  if (current.length >= MAX_LINKED_ACCOUNTS) return fail(messages.max);
  const position = current.reduce((max, l) => Math.max(max, l.position + 1), 0);
  await links.create({ userName: me.userName, telephoneNo: line.telephoneNo, accountNo: line.accountNo, position });
  return ok(`${line.telephoneNo},${line.accountNo}`);
}

/** A linked line of the signed-in user, or the operator's refusal. */
function ownLine(me: UserRecord, id: string): { line: LineRecord; error?: undefined } | { line?: undefined; error: ReturnType<typeof fail> } {
  const line = findLine(toTelephone(id));
  if (!line) return { error: fail(messages.invalidTelephone) };
  if (!isLinked(me, line.telephoneNo)) return { error: fail(messages.notLinked) };
  return { line };
}

/** When the line was connected: as its template says, else 90 to 990 days ago, drawn from the seed. */
export function connectedAtOf(line: LineRecord): number {
  const spec = line.spec as unknown as LineTemplate;
  return spec.connectedAt ?? nowMs() - (90 + (hash(`${world.seed}:lte:${line.telephoneNo}`) % 900)) * DAY_MS;
}

const pick = <T>(subject: string, list: readonly T[]) => list[hash(`${world.seed}:${subject}`) % list.length]!;
export const peoPackages = ["PEO TV Silver", "PEO TV Gold", "PEO TV Platinum", "PEO TV Titanium"] as const;

/** The line's PEO TV package: as its template says, else one drawn from the seed. */
export function peoTvPackageOf(line: LineRecord): string {
  return (line.spec as unknown as LineTemplate).peoTvPackage ?? pick(`peo:${line.telephoneNo}`, peoPackages);
}

function serviceDetail(line: LineRecord) {
  const spec = line.spec as unknown as LineTemplate;
  const prepaid = line.promotionType === "Prepaid";
  const sub = findSubscriber(toSubscriberId(line.telephoneNo));
  const medium = spec.broadband?.medium;
  return {
    accountNo: line.accountNo,
    promotionType: line.promotionType,
    promotionName: prepaid ? "4G LTE Prepaid" : medium === "FTTH" ? "SLT Fibre Home" : medium ? "SLT Megaline Home" : "SLT Home",
    accountCategory: "Residential",
    contactNamewithInit: withInitials(line.ownerName),
    contactMobile: sub?.phone ?? null,
    listofBBService: medium
      ? [
          {
            serviceID: toSubscriberId(line.telephoneNo),
            packageName: sub?.packageName ?? PREPAID_LTE_PACKAGE,
            serviceStatus: spec.wallet?.dormant ? "INACTIVE" : "ACTIVE",
            serviceType: medium,
          },
        ]
      : [],
    listofPEOService: spec.peoTv
      ? [
          {
            serviceID: `IPTV${line.telephoneNo.slice(1)}`,
            packageName: peoTvPackageOf(line),
            serviceStatus: "ACTIVE",
            serviceType: "PEOTV",
          },
        ]
      : [],
    listofVoiceService: spec.voice
      ? [
          {
            serviceID: line.telephoneNo,
            packageName: medium === "FTTH" ? "Fibre Voice" : "Megaline Voice",
            serviceStatus: spec.voice === "suspended" ? "SUSPENDED" : "ACTIVE",
            serviceType: "VOICE",
          },
        ]
      : [],
  };
}

/** The popup image the simulator serves in place of the operator's CDN. */
function popupUrl(url: URL, type: string) {
  const prefix = url.pathname.slice(0, url.pathname.indexOf("notifications/"));
  return `${(process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, "")}${prefix}static/popups/${type}.svg`;
}

export const implementations: Implementation[] = [
  implement(accounts.accountDetail, ({ me, input }) => {
    if (input.username.trim().toLowerCase() !== me.userName) return fail(messages.otherUser);
    const list = linkedLines(me.userName);
    // The live API answers null rather than an empty list for a user without lines.
    if (list.length === 0) return ok(null);
    return ok(list.map((l) => ({ telephoneno: l.telephoneNo, accountno: l.accountNo, status: "ACTIVE" })));
  }),

  implement(accounts.serviceDetail, ({ me, input }) => {
    const { line, error } = ownLine(me, input.telephoneNo);
    return error ?? ok(serviceDetail(line));
  }),

  implement(accounts.addAccount, async ({ me, input }) => {
    const line = findLine(toTelephone(input.TelephoneNo));
    if (!line || line.accountNo !== input.accountNo) return fail(messages.invalidAccount);
    if (line.promotionType === "Prepaid") return fail(messages.prepaidViaPostpaid);
    if (!sameNic(line.nic, input.nic)) return fail(messages.nicMismatch);
    return link(me, line);
  }),

  implement(accounts.addAccountLte, async ({ me, input }) => {
    const line = findLine(toTelephone(input.TelephoneNo));
    if (!line) return fail(messages.invalidTelephone);
    if (line.promotionType !== "Prepaid") return fail(messages.postpaidViaPrepaid);
    if (!sameNic(line.nic, input.nic)) return fail(messages.nicMismatch);
    return link(me, line);
  }),

  implement(accounts.vasAccount, async ({ me, input }) => {
    const id = input.vasusername.trim();
    const sub = findSubscriber(TELEPHONE.test(id) ? toSubscriberId(id) : id);
    if (!sub || sub.password !== input.userkey) return fail(messages.badBroadbandLogin);
    const line = findLine(sub.telephoneNo);
    if (!line) return fail(messages.badBroadbandLogin);
    return link(me, line);
  }),

  implement(accounts.removeAccount, ({ me, input }) => {
    const telephoneNo = toTelephone(input.telephoneNo);
    const linked = linkedLines(me.userName).find((l) => l.telephoneNo === telephoneNo && l.accountNo === input.accountNo);
    if (!linked) return fail(messages.notLinked);
    links.delete((q) => q.where({ userName: me.userName, telephoneNo }));
    return ok(null);
  }),

  implement(accounts.popupMessageBanner, ({ me, input, url }) => {
    const { line, error } = ownLine(me, input.subscriberID);
    if (error) return error;
    const popupType = (line.spec as unknown as LineTemplate).bill?.popupType;
    if (!popupType) return ok(null);
    return ok({ popuP_TYPE: popupType, popuP_URL: popupUrl(url, popupType), buttoN_NAME: "Register for eBill" });
  }),

  implement(accounts.lteDetail, ({ me, input }) => {
    const { line, error } = ownLine(me, input.LTESLTNumber);
    if (error) return error;
    const spec = line.spec as unknown as LineTemplate;
    if (spec.broadband?.medium !== "LTE") return fail(messages.notLte);
    const prepaid = line.promotionType === "Prepaid";

    return ok({
      LTESLTNumber: toSubscriberId(line.telephoneNo),
      telephoneNo: line.telephoneNo,
      accountNo: line.accountNo,
      customerName: line.ownerName,
      packageName: prepaid ? PREPAID_LTE_PACKAGE : (findSubscriber(toSubscriberId(line.telephoneNo))?.packageName ?? null),
      connectionType: prepaid ? "PREPAID" : "POSTPAID",
      serviceStatus: spec.wallet?.dormant ? "DORMANT" : "ACTIVE",
      activatedDate: lkDate(connectedAtOf(line)),
    });
  }),
];

function popupSvg(type: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="Switch to eBill">
<rect width="600" height="400" rx="16" fill="#0b4ea2"/>
<text x="300" y="150" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">Your bill is ready</text>
<text x="300" y="210" font-family="system-ui,sans-serif" font-size="24" fill="#dbe7ff" text-anchor="middle">Switch to eBill: get it by e-mail and SMS, free of charge.</text>
<text x="300" y="330" font-family="system-ui,sans-serif" font-size="16" fill="#9fb8e6" text-anchor="middle">Notification type ${type}</text></svg>`;
}

export function extraHandlers(bases: Bases) {
  return [
    http.get(`${bases.api}/static/popups/:file`, ({ params }) => {
      const type = String(params.file).replace(/\.svg$/, "");
      if (!/^[A-Z]$/.test(type)) return new HttpResponse("Not found", { status: 404 });
      return new HttpResponse(popupSvg(type), { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } });
    }),
  ];
}
