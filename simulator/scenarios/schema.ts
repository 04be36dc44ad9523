/**
 * The scenario file: what a QA tester or a demo-maker writes to make any state the portal can show,
 * without code. Every object is strict (an unknown key is refused, never ignored); names that refer to
 * something (a persona, a contract, a package, a town, a user's `as` name) are checked against what exists.
 * `npm run scenarios:schema` writes the JSON Schema editors use (scenarios/scenario.schema.json) and the
 * table of keys in simulator/README.md from this file.
 */
import { z } from "zod";
import { registry } from "#contracts/registry";
import { broadbandPackages } from "../../fixtures/broadband";
import { billModes } from "../../fixtures/bills";
import { cities } from "../../fixtures/cities";
import { personaTemplates } from "../../fixtures/personas";
import { addOns, mainPackages, timelyPayRewards } from "../../fixtures/prepaid";
import { faultKinds } from "../faults";

const names = <T extends string>(list: readonly T[]) => list as unknown as [T, ...T[]];

/** One of a known list, refused with a message that names the value given and what it should be. */
const oneOf = <T extends string>(what: string, list: readonly T[], where: string) =>
  z.enum(names(list), { error: (issue) => `No ${what} named ${JSON.stringify(issue.input)} (see ${where})` });

/** A span of time: whole days, hours and minutes, e.g. "2d", "6h", "1d12h", "-40d" (before now). */
export const DURATION = /^-?(?=\d)(\d+d)?(\d+h)?(\d+m)?$/;
export const duration = z.string().regex(DURATION, { message: 'Expected a duration such as "2d", "6h", "1d12h" or "-40d"' });

/** An instant: ISO 8601 with its zone, or a duration from the user's now ("-40d": 40 days ago, "2d": in two days). */
export const when = z
  .string()
  .refine((v) => DURATION.test(v) || (/\d{4}-\d{2}-\d{2}/.test(v) && Number.isFinite(Date.parse(v))), {
    message: 'Expected an ISO 8601 instant ("2026-11-28T09:00:00+05:30") or a duration from now ("-40d", "2d", "6h")',
  })
  .describe('An ISO 8601 instant, or a duration from the user\'s now: "-40d" (40 days ago), "2d", "6h30m"');

const money = z.number().min(0).multipleOf(0.01);
const gb = z.number().min(0);

const bucketSchema = z
  .strictObject({
    name: z.string().min(1).describe('The usage item\'s name as the portal shows it ("Any Time Usage", "Standard Usage", "Loyalty", an add-on\'s name)'),
    kind: z
      .enum(["base", "bonus", "extraGb", "addon", "free"])
      .optional()
      .describe("What the item is: base (the package's own), bonus, extraGb, addon or free; needed for an item the line does not have"),
    usedGB: gb.optional().describe("GB used"),
    totalGB: gb.nullable().optional().describe("GB the item holds; null: unlimited"),
    usedPercent: z.number().min(0).max(100).optional().describe("Share used, in percent of totalGB (instead of usedGB)"),
    starts: when.optional().describe("When the item started"),
    expires: when.optional().describe("When the item expires"),
    claimGB: gb.nullable().optional().describe("GB the customer may still claim (the loyalty bonus's Claim button); null: none"),
    unsubscribable: z.boolean().optional().describe("An auto-renewing add-on the customer can stop"),
    subscriptionId: z.string().nullable().optional().describe("The add-on's package id (the unsubscribe call names it)"),
    percentage: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe("The share left the operator last reported for an item other than the package's own (it is not recomputed)"),
    bought: when.optional().describe("When an add-on or Extra GB was bought (its timestamp)"),
  })
  .describe("One usage item of the line, found by its name");

const purchaseSchema = z.strictObject({
  at: when.describe("When it was bought"),
  type: z.string().min(1).describe('"Extra GB", "Data Add-on", "Data Gift"...'),
  package: z.string().min(1).describe("The package as the history names it"),
  packageId: z.string().nullable().default(null).describe("The operator's package id"),
  price: money.describe("Rupees paid"),
  payType: z.string().default("Add to Bill").describe('"Add to Bill" or "Pay Now"'),
  validTill: when.nullable().default(null).describe("Until when it was valid"),
});

const broadbandSchema = z
  .strictObject({
    medium: z.enum(["FTTH", "ADSL", "LTE"]).optional().describe("Fibre (FTTH), copper (ADSL) or 4G (LTE)"),
    privileges: z.enum(["all", "none"]).optional().describe("none: no Extra GB, add-ons, gifting, protocol report or Happy Day"),
    package: oneOf(
      "broadband package",
      broadbandPackages.map((p) => p.name),
      "fixtures/broadband.ts",
    )
      .optional()
      .describe("The broadband package (fixtures/broadband.ts); its medium must be the line's"),
    status: z.enum(["NORMAL", "THROTTLED"]).optional().describe("THROTTLED: the quota, loyalty bonus and Extra GB used up until Extra GB is bought"),
    usedPercent: z.number().min(0).max(100).optional().describe("Share of the package's main item used (its first base item), in percent"),
    usedGB: gb.optional().describe("GB of the package's main item used"),
    totalGB: gb.optional().describe("GB the package's main item holds"),
    buckets: z.array(bucketSchema).optional().describe("Usage items to change (by name) or add"),
    onlyTheseBuckets: z.boolean().optional().describe("true: the line has no usage item but those listed in buckets"),
    purchases: z.array(purchaseSchema).optional().describe("The purchase history, newest or oldest first (replaces the generated one)"),
    protocolReport: z.enum(["none", "monthly", "yearly"]).optional().describe("The protocol report subscription"),
    protocolReportSince: when.optional().describe("When the protocol report was bought (one bought this month cannot be stopped yet)"),
    contactEmail: z.string().optional().describe("The broadband profile's e-mail"),
    contactMobile: z
      .string()
      .regex(/^0\d{9}$/)
      .optional()
      .describe("The broadband profile's mobile (0XXXXXXXXX)"),
    firstBill: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe("The first bill's date, yyyy-mm-dd"),
    billingDate: z
      .string()
      .regex(/^(0[1-9]|[12]\d|3[01])$/, { message: 'Expected a day of the month, "01" to "31"' })
      .optional()
      .describe(
        'The day of the month the bill is cut and the package renews ("01" to "31"; the profile\'s billing_date): the package\'s own items then run from the last such day to the day before the next (a month without the day renews on its last)',
      ),
    usagePattern: z.string().min(1).optional().describe("What the day-by-day usage and protocol shares are drawn from (any text; a saved state keeps its own)"),
    happyDay: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional()
      .describe("The Happy Day chosen (yyyy-mm-dd), or null"),
  })
  .describe("The line's broadband (null: the line has none)");

const walletSchema = z.strictObject({
  balance: money.optional().describe("Rupees in the prepaid wallet (99.50)"),
  status: z.enum(["active", "dormant"]).optional().describe("dormant: statusName 'Pool', reloads and purchases blocked"),
  statusExpires: when.optional().describe("When the line's current status expires"),
});

const prepaidPackageSchema = z.strictObject({
  package: oneOf(
    "prepaid package",
    [...mainPackages, ...addOns].map((p) => p.name),
    "fixtures/prepaid.ts",
  ).describe("A main package or add-on of fixtures/prepaid.ts"),
  leftGB: gb.optional().describe("GB left (default: all of it)"),
  starts: when.optional().describe("When it was activated (default: now)"),
  expires: when.optional().describe("When it expires (default: its validity from starts)"),
});

const reloadSchema = z.strictObject({
  at: when.describe("When"),
  amount: money.describe("Rupees"),
  status: z
    .string()
    .regex(/^\d{4}$/)
    .default("1001")
    .describe('The gateway\'s status code: "1001" succeeded, "1002", "1005", "1012" failed'),
  reference: z.string().min(1).optional().describe("The reload's transaction id (default: made from its time)"),
});

const billHistorySchema = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe("Bill date, yyyy-mm-dd"),
  value: money.describe("Charges of the month"),
  payments: money.describe("Paid since the previous bill"),
  outstanding: z.number().multipleOf(0.01).describe("Balance after this bill"),
  method: z.enum(names(billModes.map((m) => m.bill_code))).describe("The bill method when it was issued"),
});

const billSchema = z.strictObject({
  amountPayable: z.number().multipleOf(0.01).optional().describe("Total payable (the balance of the newest bill)"),
  method: z
    .enum(names(billModes.map((m) => m.bill_code)))
    .optional()
    .describe('The bill method code: "01" printed (with popup, the status that opens the notification popup), "02" eBill by e-mail, "20" SMS, "23" download'),
  popup: z.enum(["A", "B", "C"]).nullable().optional().describe("The notification popup's type shown once per session; null: none"),
  dueDate: when.optional().describe('When the newest bill is due ("-40d": overdue by 40 days)'),
  months: z.number().int().min(1).max(24).optional().describe("How many months of bill history the operator answers"),
  methodsLocked: z.boolean().optional().describe("The operator offers no other bill method"),
  email: z.string().optional().describe('The eBill e-mail ("" when not registered for eBill)'),
  lastPayment: z
    .strictObject({ at: when.describe("When it was paid"), amount: money.describe("Rupees paid") })
    .nullable()
    .optional()
    .describe("The last payment, or null"),
  history: z.array(billHistorySchema).optional().describe("The whole bill history, newest first (instead of a generated one)"),
  sms: z
    .strictObject({
      mobile: z
        .string()
        .regex(/^0\d{9}$/)
        .describe("The mobile (0XXXXXXXXX)"),
      enabled: z.boolean().describe("Bill SMS alerts are on"),
    })
    .optional()
    .describe("The mobile that gets bill SMS alerts, and whether they are on"),
});

const complaintSchema = z.strictObject({
  service: z.enum(["VOICE", "BROADBAND", "PEOTV"]).describe("The service complained about"),
  at: when.describe("When it was made (Open for 2 hours, In Progress until 48 hours, then its outcome)"),
  description: z.string().min(1).default("No dial tone").describe("What the customer wrote"),
  outcome: z.enum(["Resolved", "Closed"]).default("Resolved").describe("How it ended"),
  contactNo: z.string().optional().describe("The contact number given (default: the line's)"),
});

const timelyPaySchema = z.strictObject({
  package: oneOf(
    "timely-pay reward",
    timelyPayRewards.map((r) => r.packageid),
    "fixtures/prepaid.ts",
  ).describe("The reward's package id"),
  period: z.string().min(1).describe('The bill month it rewards ("October 2026")'),
  eligible: when.describe("When the customer became eligible"),
  expires: when.describe("When the offer expires"),
  redeemed: when.nullable().default(null).describe("When it was redeemed, or null"),
  reference: z.string().min(1).optional().describe("The offer's reference number"),
});

const lineSchema = z
  .strictObject({
    kind: z.enum(["postpaid", "prepaid"]).optional().describe("Postpaid or prepaid; required for a line the persona does not have"),
    linked: z.boolean().optional().describe("Linked to the user (false: in the operator's records only, waiting to be linked)"),
    selected: z.boolean().optional().describe("The account the portal selects first (at most one line)"),
    broadband: broadbandSchema.nullable().optional(),
    peoTv: z.boolean().optional().describe("The line has PEO TV"),
    peoTvPackage: z.enum(["PEO TV Silver", "PEO TV Gold", "PEO TV Platinum", "PEO TV Titanium"]).optional().describe("The PEO TV package the line has"),
    voice: z.enum(["active", "suspended", "none"]).optional().describe("The voice service: active, suspended for non-payment, or none"),
    forwarding: z
      .string()
      .regex(/^0\d{9}$/)
      .nullable()
      .optional()
      .describe("Calls forwarded to this number (0XXXXXXXXX), or null"),
    wallet: walletSchema.optional().describe("The prepaid LTE wallet"),
    packages: z.array(prepaidPackageSchema).optional().describe("The prepaid line's packages and add-ons (replaces the generated ones)"),
    reloads: z.array(reloadSchema).optional().describe("The prepaid line's reloads (replaces the generated ones)"),
    bill: billSchema.optional().describe("The postpaid line's bill account"),
    connectedSince: when.optional().describe("When the line was connected (the LTE detail's activation date)"),
    complaints: z.array(complaintSchema).optional().describe("The line's complaints (replaces the generated ones)"),
    timelyPay: z.array(timelyPaySchema).optional().describe("The postpaid line's timely-pay reward offers (replaces the generated ones)"),
  })
  .describe("One line of the user: the n-th changes the persona's n-th line; lines after the persona's are added");

const orderSchema = z.strictObject({
  service: z.enum(["FTTH", "LTE"]).default("FTTH").describe("Fibre or 4G LTE"),
  userComment: z.enum(["FULL", "ADVANCED"]).default("FULL").describe("FULL (pay now) or ADVANCED (register now, pay later)"),
  paid: z.boolean().default(false).describe("Paid through the hosted page"),
  billingAddress: z.boolean().default(true).describe("The draft has a billing address"),
  cart: z.boolean().default(true).describe("The cart lines are saved"),
  documentsHoursAgo: z.number().min(0).optional().describe("The documents arrived this many hours ago (the CRM moves a step every 6 hours from then)"),
  orderStatus: z.string().max(2).optional().describe("The order's status code (L: documents submitted)"),
  failsAt: z.number().int().min(1).max(10).optional().describe("Provisioning fails when the CRM would reach this step"),
});

export const alias = z.string().regex(/^[a-z][a-z0-9-]*$/, { message: 'Expected a name in lower case letters, digits and "-", such as "alice"' });

const userSchema = z.strictObject({
  as: alias.describe("The name later parts of the scenario (answers, faults, steps) use for this user"),
  persona: oneOf(
    "persona",
    personaTemplates.map((p) => p.key),
    "fixtures/personas.ts or GET /__sim/api/personas",
  ).describe("The persona template the user starts from (fixtures/personas.ts)"),
  userName: z.string().min(3).optional().describe("Their user id (default: a fresh one, so the scenario loads any number of times)"),
  password: z.string().min(8).optional().describe("Their password (default: the simulator's)"),
  name: z.string().min(1).optional().describe("Their name"),
  nic: z
    .strictObject({
      eligible: z.boolean().describe("N: 'Please visit the regional office.'"),
      existingCustomer: z.boolean().describe("The NIC is an existing customer's"),
      outstanding: z.boolean().describe("The existing customer owes money: 'Check your outstanding amount.'"),
    })
    .partial()
    .optional()
    .describe("What the NIC check says of them"),
  refreshRevoked: z.boolean().optional().describe("Their token refresh is refused: the next expired token ends the session"),
  home: oneOf(
    "town",
    cities.map((c) => c.city),
    "fixtures/cities.ts",
  )
    .optional()
    .describe("Where they live (a town of fixtures/cities.ts)"),
  lines: z.array(lineSchema).optional().describe("Their lines"),
  onlyTheseLines: z.boolean().optional().describe("true: the persona's lines after those listed are not made"),
  order: orderSchema.nullable().optional().describe("Their online order (null: none)"),
});

const contractName = oneOf(
  "contract",
  registry.map((c) => c.name),
  "contracts/registry.ts or the OpenAPI document",
);

const answerSchema = z
  .strictObject({
    contract: contractName.describe("The contract (contracts/registry.ts) whose calls are answered"),
    user: alias.optional().describe("Only this user's calls (their `as` name); default: every user's"),
    times: z.number().int().min(1).optional().describe("Only the next N calls; default: every call"),
    match: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe("Only calls whose request fields (the wire's names) equal these"),
    refuse: z
      .union([
        z.string().min(1),
        z.strictObject({
          errorShow: z.string().min(1).describe("The operator's text for the customer"),
          errorCode: z.string().optional().describe("The operator's error code"),
        }),
      ])
      .optional()
      .describe("The operator refuses with this errorShow (isSuccess false in the contract's envelope)"),
    respond: z.unknown().optional().describe("The whole answer body, checked against the contract's answer schema"),
    status: z.number().int().min(200).max(599).default(200).describe("HTTP status of a respond (default 200)"),
  })
  .refine((a) => (a.refuse === undefined) !== (a.respond === undefined), { message: "Give either refuse or respond" });

const faultSchema = z.strictObject({
  kind: z.enum(faultKinds).describe("latency, http500, gateway, malformed, drop, unauthorized or refreshFailure"),
  contract: contractName.nullable().default(null).describe("Only this contract's calls; default: every contract"),
  user: alias.optional().describe("Only this user's calls (their `as` name)"),
  remaining: z.number().int().positive().nullable().default(null).describe("Only the next N calls"),
  probability: z.number().min(0).max(1).default(1).describe("Chance a matching call is hit (drawn from the seed)"),
  latencyMs: z.number().int().min(0).default(1500).describe("Added latency (latency faults)"),
});

const stepSchema = z.strictObject({
  advance: duration.describe('Move the clock forward: "1d", "6h"'),
  user: alias.optional().describe("Only this user's clock; default: every user of the scenario"),
  world: z.literal(true).optional().describe("true: the whole simulator's clock, everyone's (not for parallel tests)"),
});

export const scenarioSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema this file follows (for editors)"),
    name: z.string().min(1).describe("The scenario's name"),
    description: z.string().min(1).describe("What it sets up and what to try in the portal"),
    world: z
      .strictObject({
        seed: z.number().int().optional().describe("The seed the users' generated data is drawn from"),
        at: z.iso.datetime({ offset: true }).optional().describe("The instant the users' clock starts at (ISO 8601 with its zone)"),
        freeze: z.boolean().optional().describe("The users' clock stands still (until a step or the control API moves it)"),
      })
      .optional()
      .describe("The time and seed of the scenario's users (other users of the simulator keep theirs)"),
    users: z.array(userSchema).default([]).describe("The users the scenario makes, each from a persona template"),
    answers: z.array(answerSchema).default([]).describe("Canned business answers"),
    faults: z.array(faultSchema).default([]).describe("Fault rules, as the control API takes them"),
    steps: z.array(stepSchema).default([]).describe("What happens after loading, in order"),
  })
  .superRefine((scenario, ctx) => {
    const declared = new Set<string>();
    scenario.users.forEach((user, i) => {
      if (declared.has(user.as)) ctx.addIssue({ code: "custom", path: ["users", i, "as"], message: `The user "${user.as}" is declared twice` });
      declared.add(user.as);
      const selected = (user.lines ?? []).filter((l) => l.selected).length;
      if (selected > 1) ctx.addIssue({ code: "custom", path: ["users", i, "lines"], message: "At most one line is selected" });
    });
    const refer = (part: "answers" | "faults" | "steps", list: Array<{ user?: string }>) =>
      list.forEach((item, i) => {
        if (item.user !== undefined && !declared.has(item.user)) {
          ctx.addIssue({ code: "custom", path: [part, i, "user"], message: `No user "${item.user}" is declared in users` });
        }
      });
    refer("answers", scenario.answers);
    refer("faults", scenario.faults);
    refer("steps", scenario.steps);
  });

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioUser = Scenario["users"][number];
export type LineOverride = NonNullable<ScenarioUser["lines"]>[number];
export type BroadbandOverride = NonNullable<LineOverride["broadband"]>;
export type BillOverride = NonNullable<LineOverride["bill"]>;
export type OrderOverride = NonNullable<ScenarioUser["order"]>;

/** Milliseconds of a duration ("-1d12h" → -129600000). */
export function durationMs(text: string): number {
  const match = /^(-?)(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/.exec(text);
  if (!match) throw new Error(`Not a duration: ${text}`);
  const [, sign, d = "0", h = "0", m = "0"] = match;
  return (sign ? -1 : 1) * ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60_000;
}

/** The instant a `when` names, from `now` for a duration. */
export function instantOf(value: string, now: number): number {
  return DURATION.test(value) ? now + durationMs(value) : Date.parse(value);
}
