/**
 * Orders of the order personas (fixtures/personas.ts `order`) and the homes of those with one.
 * The order is a fibre or LTE draft with the fields its wizard sends, owned by the persona. Its
 * mobile is the persona's user id when that is a mobile (a visitor of the public wizard: both a
 * sign-in and the order lookup's one-time code reach it), else a mobile of theirs that they
 * verified in the wizard, kept as their alternate contact as the wizard leaves it. Then, as the
 * template says: the cart lines, the payment through the hosted page, the documents some hours
 * ago (the CRM moves from then), a status code and a provisioning failure.
 */
import type { Faker } from "@faker-js/faker";
import { cities } from "../../../fixtures/cities";
import type { OrderTemplate } from "../../../fixtures/personas";
import { broadbandPackages, demoStreets, initiationCharges, peoTvPackages, voicePackages, type SalesMode } from "../../../fixtures/sales";
import { registerPersonaSeeder } from "../../personas";
import { users, type UserRecord } from "../../store";
import { digits, nowMs } from "../../world";
import { drafts, insertDraft, normaliseMobile, putInvoiceLine, recordSalesPayment } from "./state";

/** Service and billing address number the wizards always send. */
const ADDRESS_NO = "60";
const HOUR_MS = 3600 * 1000;

/**
 * What each wizard sends for the persona's order. LTE drafts leave the province fields empty and
 * send LOOP_AVAILABLITY 'N' (a wireless home line needs no copper loop); fibre ones send 'Y'.
 */
const wizards = {
  FTTH: { mode: "SLT Fiber", voice: "Home ", broadband: "Any Joy", peoTv: "PEO Silver", loop: "Y", provinces: true },
  LTE: { mode: "SLT 4G", voice: "Home ", broadband: "4G Anytime 80", peoTv: "", loop: "N", provinces: false },
} as const;

const feeOf = (mode: SalesMode) => Number(initiationCharges.find((c) => c.BB_TYPE === mode)?.INITIAL_FEE ?? 0);

/** Date of birth (yyyy-mm-dd) as the wizards derive it from a NIC: the day of year counts 29 February every year; women add 500. */
export function birthDateOfNic(nic: string): string {
  const old = /^\d{9}[VX]$/i.test(nic);
  const year = old ? 1900 + Number(nic.slice(0, 2)) : Number(nic.slice(0, 4));
  let day = Number(old ? nic.slice(2, 5) : nic.slice(4, 7)) % 500;
  const months = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let month = 0;
  while (month < 11 && day > months[month]!) day -= months[month++]!;
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function draftFields(user: UserRecord, order: OrderTemplate, mobile: string, existingCustomer: boolean, faker: Faker): Record<string, string> {
  const wizard = wizards[order.service ?? "FTTH"];
  const city = faker.helpers.arrayElement(cities.filter((c) => c.district === "Colombo"));
  const [firstName = "Online", ...rest] = user.name.split(" ");
  const street1 = `${faker.number.int({ min: 1, max: 250 })} ${faker.helpers.arrayElement(demoStreets)}`;
  const street2 = city.city;
  const province = wizard.provinces ? city.province : "";
  const billing = order.billingAddress;
  return {
    NIC: user.nic,
    PP: "",
    TITLE: "Mr",
    FIRSTNAME: firstName,
    LASTNAME: rest.join(" ") || "Customer",
    BIRTH_DATE: birthDateOfNic(user.nic),
    NATIONALITY: "Sri Lankan",
    gender: "Male",
    SLTNIC: existingCustomer ? user.nic : "",
    SERVICE_ADD_NO: ADDRESS_NO,
    SERVICE_ADD_STREET1: street1,
    SERVICE_ADD_STREET2: street2,
    SERVICE_ADD_CITY: city.city,
    SERVICE_ADD_DISTRICT: city.district,
    SERVICE_ADD_POSTAL_CODE: city.postalcode,
    SERVICE_ADD_PROVINCE: province,
    BILLING_ADD_NO: billing ? ADDRESS_NO : "",
    BILLING_ADD_STREET1: billing ? street1 : "",
    BILLING_ADD_STREET2: billing ? street2 : "",
    BILLING_ADD_CITY: billing ? city.city : "",
    BILLING_ADD_POSTAL_CODE: billing ? city.postalcode : "",
    BILLING_ADD_PROVINCE: billing ? province : "",
    RTOM: city.rtom,
    EQTYPE: "FDP",
    LONGITUDE: city.longitude.toFixed(6),
    LATITUDE: city.latitude.toFixed(6),
    VOICE_PACKAGE: wizard.voice,
    BB_PACKAGE: wizard.broadband,
    PEO_PACKAGE: wizard.peoTv,
    iddstatus: "Y",
    billinG_MODE: "eBill",
    email: user.userType === "EMAIL" ? user.userName : "",
    mobileno: mobile,
    LOOP_AVAILABLITY: wizard.loop,
  };
}

/** The lines Add to Cart saves: BEARER first, then BROADBAND and PEOTV (fibre) or VOICE and BROADBAND (LTE). */
function cartLines(service: "FTTH" | "LTE", refNo: string) {
  const wizard = wizards[service];
  const mode = wizard.mode;
  const line = (serviceType: "BEARER" | "VOICE" | "BROADBAND" | "PEOTV", packageName: string, rental: string, iniCharge = 0) => ({
    refNo,
    serviceType,
    packageName,
    packageCount: 1,
    rental: Number(rental),
    iniCharge,
    status: "1",
  });
  const rentalOf = {
    VOICE: voicePackages[mode].find((p) => p.VOICE_PACKAGE_NAME === wizard.voice)?.MONTHLY_RENTAL ?? "0",
    BROADBAND:
      Object.values(broadbandPackages[mode])
        .flat()
        .find((p) => p.BB_PACKAGE_NAME === wizard.broadband)?.MONTHLY_RENTAL ?? "0",
    PEOTV: peoTvPackages[mode].find((p) => p.PEO_PACKAGE_NAME === wizard.peoTv)?.MONTHLY_RENTAL ?? "0",
  };
  const bearer = line("BEARER", mode, "0", feeOf(mode));
  if (service === "LTE") return [bearer, line("VOICE", wizard.voice, rentalOf.VOICE), line("BROADBAND", wizard.broadband, rentalOf.BROADBAND)];
  return [bearer, line("BROADBAND", wizard.broadband, rentalOf.BROADBAND), line("PEOTV", wizard.peoTv, rentalOf.PEOTV)];
}

registerPersonaSeeder(async ({ user, persona, faker }) => {
  const home = persona.home ? cities.find((c) => c.city === persona.home) : undefined;
  if (persona.home && !home) throw new Error(`Persona ${persona.key}: no town named ${persona.home} in fixtures/cities.ts`);
  const homeAnswer = home ? { home: { city: home.city, lat: home.latitude, lng: home.longitude } } : {};

  const order = persona.order;
  if (!order) return homeAnswer;
  const service = order.service ?? "FTTH";
  const mobile = normaliseMobile(user.userName) ?? `077${digits(`order-mobile:${user.userName}`, 7)}`;
  if (mobile !== user.userName) {
    await users.update(user, {
      data(u) {
        u.altrContact = mobile;
      },
    });
  }
  const fields = draftFields(user, order, mobile, persona.nic?.existingCustomer ?? false, faker);
  const { refNo, seq } = await insertDraft({ kind: service, owner: user.userName, fields, userComment: order.userComment });

  // The order's history, oldest first: saved, cart, paid, documents (which start the CRM's clock).
  const now = nowMs();
  const documentsAt = order.documentsHoursAgo === undefined ? null : now - order.documentsHoursAgo * HOUR_MS;
  const requestedAt = documentsAt === null ? now : documentsAt - HOUR_MS;
  if (order.cart) {
    for (const line of cartLines(service, refNo)) await putInvoiceLine(line, requestedAt);
  }
  const mode = wizards[service].mode;
  if (order.paid) await recordSalesPayment(refNo, service, feeOf(mode), true, `SIM${seq}`, documentsAt === null ? now : documentsAt - HOUR_MS / 2);
  const draft = drafts.findFirst((q) => q.where({ refNo }))!;
  await drafts.update(draft, {
    data(d) {
      d.requestedAt = requestedAt;
      d.updatedAt = requestedAt;
      d.orderStatus = order.orderStatus ?? null;
      d.failsAt = order.failsAt ?? null;
      if (documentsAt !== null) {
        d.fileUploadStatus = "Y";
        d.documentsAt = documentsAt;
        d.documents = [
          { field: "nicfront_file", name: "nicfront_file.jpg", type: "image/jpeg", size: 182417 },
          { field: "nicback_file", name: "nicback_file.jpg", type: "image/jpeg", size: 176203 },
          { field: "application_file", name: `${user.nic}.pdf`, type: "application/pdf", size: 48310 },
        ];
      }
    },
  });
  return { ...homeAnswer, order: { refNo, seq, mobile, service } };
});
