/**
 * The connection request: which status and type a URL names, the form's schema (in the
 * browser with conform and in the action) and how the form becomes the operator call's parameters.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/new-service";

export const STATUSES = ["new", "upgrade"] as const;
export type RequestStatus = (typeof STATUSES)[number];

export const TYPES = ["fiber", "Megaline", "4G LTE", "Broadband", "PEO TV"] as const;
export type RequestType = (typeof TYPES)[number];

/** The radio choice of a new connection. */
export const NEW_CHOICES = ["fiber", "Megaline", "4G LTE"] as const satisfies readonly RequestType[];

export const SERVICES = ["voice", "peoTv", "broadband"] as const;
export type ServiceId = (typeof SERVICES)[number];

/** How the operator's sales team reads each service in the request's description. */
export const SERVICE_NAMES: Record<ServiceId, string> = { voice: "Voice", peoTv: "PEO TV", broadband: "Broadband" };

/** The status and type of a URL (types are matched without regard to case), or null: not found. */
export function requestTarget(status: string | undefined, type: string | undefined): { status: RequestStatus; type: RequestType } | null {
  const s = STATUSES.find((x) => x === status);
  const ty = TYPES.find((x) => x.toLowerCase() === type?.toLowerCase());
  return s && ty ? { status: s, type: ty } : null;
}

export function requestPath(status: RequestStatus, type: RequestType): string {
  return `/newService/${status}/${encodeURIComponent(type)}`;
}

/** Fibre is ordered online (/applyonline); every other choice is a call-back request. */
export function ordersOnline(status: RequestStatus, type: RequestType): boolean {
  return status === "new" && type === "fiber";
}

/** The services a request can still ask for: those the account does not hold already. */
export function requestable(held: readonly ServiceId[]): ServiceId[] {
  return SERVICES.filter((s) => !held.includes(s));
}

export function firstNameError(value: string): string | null {
  return value.trim() ? null : t("ns.error.firstName");
}

export function lastNameError(value: string): string | null {
  return value.trim() ? null : t("ns.error.lastName");
}

/** Exactly 10 characters, all digits (the operator's own check). */
export function mobileError(value: string): string | null {
  return /^\d{10}$/.test(value.trim()) ? null : t("ns.error.mobile");
}

/** 10 characters (nine digits and a letter) or 12 digits. */
export function nicError(value: string): string | null {
  const v = value.trim();
  return /^\d{9}[A-Za-z]$/.test(v) || /^\d{12}$/.test(v) ? null : t("ns.error.nic");
}

const text = z._default(z.optional(z.string()), "");
const many = z._default(z.optional(z.union([z.string(), z.array(z.string())])), []);

export interface ConnectionRequestForm {
  firstName: string;
  lastName: string;
  /** Empty for an upgrade. */
  nic: string;
  mobile: string;
  /** At least one, none already held, in the order of SERVICES. */
  services: ServiceId[];
}

/**
 * The form's schema. A request must ask for at least one service the account does not hold
 * already (held ones are shown ticked and cannot be unticked or sent); the NIC is asked for new
 * connections only.
 */
export function connectionRequestSchema(status: RequestStatus, held: readonly ServiceId[]) {
  const open = requestable(held);
  return z.pipe(
    z.object({ firstName: text, lastName: text, nic: text, mobile: text, services: many }).check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, message: string | null) => message && ctx.addIssue({ code: "custom", path: [path], message });
        issue("firstName", firstNameError(v.firstName));
        issue("lastName", lastNameError(v.lastName));
        if (status === "new") issue("nic", nicError(v.nic));
        issue("mobile", mobileError(v.mobile));
        const chosen = ([] as string[]).concat(v.services);
        if (!open.some((s) => chosen.includes(s))) issue("services", t("ns.error.services"));
      }),
    ),
    z.transform((v): ConnectionRequestForm => ({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      nic: status === "new" ? v.nic.trim().toUpperCase() : "",
      mobile: v.mobile.trim(),
      services: open.filter((s) => ([] as string[]).concat(v.services).includes(s)),
    })),
  );
}

/** What the sales team reads: status, type and the services asked for, e.g. "new Megaline: Voice, PEO TV". */
export function describeRequest(status: RequestStatus, type: RequestType, services: readonly ServiceId[]): string {
  return `${status} ${type}: ${services.map((s) => SERVICE_NAMES[s]).join(", ")}`;
}

/** The operator call's parameters (services.connectionRequest; ConatctTelNo is the API's spelling). */
export function connectionRequestInput(target: { status: RequestStatus; type: RequestType }, form: ConnectionRequestForm, telephoneNo: string | null) {
  return {
    telephoneNo: telephoneNo ?? "",
    title: "",
    firstName: form.firstName,
    lastName: form.lastName,
    nic: form.nic,
    ConatctTelNo: form.mobile,
    description: describeRequest(target.status, target.type, form.services),
  };
}

/** The confirm dialog's line about what is asked for, e.g. "A new Megaline connection with Voice, PEO TV." */
export function requestSummary(status: RequestStatus, type: RequestType, services: readonly ServiceId[]): string {
  const names = services.map((s) => t(`ns.service.${s}`)).join(", ");
  return status === "new" ? t("ns.confirm.new", { type: t(`ns.type.${type}`), services: names }) : t("ns.confirm.upgrade", { services: names });
}
