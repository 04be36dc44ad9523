/** Order drafts of the fibre and LTE wizards: create, update, read by reference or by NIC. */
import type { z } from "zod";
import * as sales from "#contracts/sales";
import { insideSriLanka } from "../../../contracts/lk";
import { broadbandPackages, peoTvPackages, voicePackages, type SalesMode } from "../../../fixtures/sales";
import { fail, implement, ok } from "../../implement";
import type { UserRecord } from "../../store";
import { nowMs } from "../../world";
import { canSee, draftFor, draftRow, drafts, isNic, isPaid, isPassport, messages, insertDraft, normaliseMobile, standingOf } from "./state";

type DraftInput = z.output<typeof sales.createDraft.request> | z.output<typeof sales.createDraftLte.request>;
type Kind = "FTTH" | "LTE";

const modeOf = (kind: Kind): SalesMode => (kind === "FTTH" ? "SLT Fiber" : "SLT 4G");
const sameName = (a: string, b: string) => a === b || a.trim() === b.trim();
const packageFields = ["VOICE_PACKAGE", "BB_PACKAGE", "PEO_PACKAGE"] as const;

function packageProblem(kind: Kind, input: DraftInput): string | null {
  const mode = modeOf(kind);
  const has = (names: string[], name: string) => !name || names.some((n) => sameName(n, name));
  if (
    !has(
      voicePackages[mode].map((p) => p.VOICE_PACKAGE_NAME),
      input.VOICE_PACKAGE,
    )
  )
    return "Please select a valid Voice package.";
  const bb = Object.values(broadbandPackages[mode])
    .flat()
    .map((p) => p.BB_PACKAGE_NAME);
  if (!has(bb, input.BB_PACKAGE)) return "Please select a valid Internet package.";
  if (
    !has(
      peoTvPackages[mode].map((p) => p.PEO_PACKAGE_NAME),
      input.PEO_PACKAGE,
    )
  ) {
    return kind === "LTE" ? "PEO TV is not offered on the LTE home line." : "Please select a valid PEO TV package.";
  }
  return null;
}

/** The operator's checks of a draft, first failure only. */
function draftProblem(kind: Kind, input: DraftInput): string | null {
  if (!input.NIC && !input.PP) return messages.noIdentity;
  if (input.NIC && !isNic(input.NIC)) return messages.invalidNic;
  if (!input.NIC && !isPassport(input.PP)) return messages.invalidPassport;
  const standing = standingOf(input.NIC.toUpperCase(), input.NIC ? "" : input.PP.toUpperCase());
  if (standing.eligibility === "N") return standing.message;
  if (!normaliseMobile(input.mobileno)) return messages.invalidMobile;
  if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) return "Invalid Email Format";
  for (const code of [input.SERVICE_ADD_POSTAL_CODE, input.BILLING_ADD_POSTAL_CODE]) {
    if (code && !/^\d{5}$/.test(code)) return "Invalid postal code";
  }
  if (input.LATITUDE || input.LONGITUDE) {
    const lat = Number(input.LATITUDE);
    const lng = Number(input.LONGITUDE);
    if (!insideSriLanka(lat, lng)) {
      return "Please drag the home icon to your exact location";
    }
  }
  return packageProblem(kind, input);
}

function fieldsOf(input: DraftInput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of sales.draftFieldNames) fields[name] = String(input[name as keyof DraftInput] ?? "");
  fields.NIC = fields.NIC!.toUpperCase();
  fields.PP = fields.PP!.toUpperCase();
  fields.mobileno = normaliseMobile(input.mobileno) ?? input.mobileno;
  return fields;
}

async function createDraft(me: UserRecord, kind: Kind, input: DraftInput) {
  const problem = draftProblem(kind, input);
  if (problem) return { problem };
  const { refNo } = await insertDraft({ kind, owner: me.userName, fields: fieldsOf(input), userComment: input.USER_COMMENT ?? "ADVANCED" });
  return { refNo };
}

async function updateDraft(me: UserRecord, kind: Kind, input: DraftInput & { REF_NO: string }) {
  const draft = draftFor(me, input.REF_NO, kind);
  if (!draft) return fail(messages.noOrder);
  const problem = draftProblem(kind, input);
  if (problem) return fail(problem);
  const fields = fieldsOf(input);
  if (isPaid(draft.refNo) && packageFields.some((k) => !sameName(fields[k] ?? "", draft.fields[k] ?? ""))) {
    return fail(messages.paidOrderLocked);
  }
  await drafts.update(draft, {
    data(d) {
      d.fields = fields;
      if (input.USER_COMMENT) d.userComment = input.USER_COMMENT;
      d.updatedAt = nowMs();
    },
  });
  return ok(null);
}

function draftsOfNic(me: UserRecord, kind: Kind, nic: string) {
  return drafts
    .findMany((q) => q.where({ kind }))
    .filter((d) => (d.fields.NIC === nic || d.fields.PP === nic) && canSee(me, d))
    .sort((a, b) => b.requestedAt - a.requestedAt)
    .map(draftRow);
}

export const draftImplementations = [
  implement(sales.createDraft, async ({ input, me }) => {
    const result = await createDraft(me, "FTTH", input);
    return result.refNo ? ok({ orderRef: result.refNo }) : fail(result.problem ?? "Save draft failed");
  }),

  implement(sales.createDraftLte, async ({ input, me }) => {
    const result = await createDraft(me, "LTE", input);
    return result.refNo ? ok({ orderRefLTE: result.refNo }) : fail(result.problem ?? "Save draft failed");
  }),

  implement(sales.updateDraft, ({ input, me }) => updateDraft(me, "FTTH", input)),
  implement(sales.updateDraftLte, ({ input, me }) => updateDraft(me, "LTE", input)),

  implement(sales.draftByRef, ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    return draft ? ok([draftRow(draft)]) : fail(messages.noOrder);
  }),

  implement(sales.draftsByNic, ({ input, me }) => ok(draftsOfNic(me, "FTTH", input.NIC))),
  implement(sales.draftsByNicLte, ({ input, me }) => ok(draftsOfNic(me, "LTE", input.NIC))),

  // Only the drafts the user saved themselves (not those they may see by mobile or NIC).
  implement(sales.myDrafts, ({ input, me }) =>
    ok(
      drafts
        .findMany((q) => q.where(input.SERVICE_TYPE ? { owner: me.userName, kind: input.SERVICE_TYPE } : { owner: me.userName }))
        .sort((a, b) => b.requestedAt - a.requestedAt || Number(b.seq) - Number(a.seq))
        .map(draftRow),
    ),
  ),
];
