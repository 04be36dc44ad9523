import * as sales from "#contracts/sales";
import { example } from "./example";

/** A mobile number of the persona's own (feasibility counts attempts per mobile). */
const mobileOf = (userName: string) =>
  `07${String(userName.length * 7919)
    .padStart(8, "0")
    .slice(-8)}`;

const draft = (mobile: string) => ({
  NIC: "199012345678",
  TITLE: "Mr",
  FIRSTNAME: "Nimal",
  LASTNAME: "Perera",
  BIRTH_DATE: "1990-05-04",
  NATIONALITY: "Sri Lankan",
  gender: "Male",
  SERVICE_ADD_NO: "60",
  SERVICE_ADD_STREET1: "Galle Road",
  SERVICE_ADD_STREET2: "Kollupitiya",
  SERVICE_ADD_CITY: "Colombo 03",
  SERVICE_ADD_DISTRICT: "Colombo",
  SERVICE_ADD_POSTAL_CODE: "00300",
  SERVICE_ADD_PROVINCE: "Western",
  RTOM: "R-CEN",
  LATITUDE: "6.9061",
  LONGITUDE: "79.8531",
  billinG_MODE: "eBill",
  iddstatus: "Y",
  email: "nimal.perera@example.lk",
  mobileno: mobile,
});

// Calls that need an order first answer "no order" here; tests/contract/sales.test.ts walks the real flows.
const unknownRef = { succeeds: false };

export const examples = [
  example(sales.sendOrderOtp, ["no-accounts"], () => ({ userName: "0771234599", userType: "MOBILE", channelID: "WEB" })),
  example(sales.sendOrderOtp, ["no-accounts"], () => ({ userName: "FTTH24999999", userType: "MOBILE", channelID: "WEB" }), unknownRef),
  example(sales.verifyOrderOtp, ["no-accounts"], () => ({ code: "FTTH24999999", channelID: "WEB", recievedOtp: "000000" }), unknownRef),
  example(sales.verifyOtpOpenFtth, ["no-accounts"], () => ({ userName: "0779999999", userType: "MOBILE", verifyOtp: "000000", channelID: "WEB" }), unknownRef),
  example(sales.cities, ["no-accounts"], () => ({})),
  example(sales.broadbandPackages, ["no-accounts"], () => ({ Mode: "SLT Fiber" })),
  example(sales.broadbandPackages, ["prepaid-lte"], () => ({ Mode: "SLT 4G" })),
  example(sales.peoTvPackages, ["no-accounts"], () => ({ Mode: "SLT Fiber" })),
  example(sales.voicePackages, ["no-accounts", "prepaid-lte"], () => ({ Mode: "SLT 4G" })),
  example(sales.initiationCharges, ["no-accounts"], () => ({})),
  example(sales.eligibility, ["postpaid-fibre", "ineligible-nic", "existing-outstanding", "no-accounts"], ({ persona }) => ({ NIC: persona.nic })),
  example(sales.eligibility, ["no-accounts"], () => ({ PP: "N4820173" })),
  example(sales.feasibility, ["postpaid-fibre", "prepaid-lte"], ({ persona }) => ({
    rtom: "R-CEN",
    eqtype: "FDP",
    latitude: "6.9061",
    longitude: "79.8531",
    mobileno: mobileOf(persona.userName),
  })),
  example(sales.lteCoverage, ["prepaid-lte", "lte-no-coverage"], ({ persona }) => ({
    latitude: String(persona.home?.lat ?? "6.9271"),
    longitude: String(persona.home?.lng ?? "79.8612"),
  })),
  example(sales.createDraft, ["postpaid-fibre", "no-accounts"], ({ persona }) => ({
    ...draft(mobileOf(persona.userName)),
    SERVICE_TYPE: "FTTH",
    VOICE_PACKAGE: "Home ",
    BB_PACKAGE: "Any Joy",
    PEO_PACKAGE: "PEO Silver",
  })),
  example(sales.createDraft, ["ineligible-nic"], ({ persona }) => ({ ...draft(mobileOf(persona.userName)), NIC: persona.nic, SERVICE_TYPE: "FTTH" }), {
    succeeds: false,
  }),
  example(sales.createDraftLte, ["prepaid-lte"], ({ persona }) => ({
    ...draft(mobileOf(persona.userName)),
    SERVICE_TYPE: "LTE",
    VOICE_PACKAGE: "Home ",
    BB_PACKAGE: "4G Anytime 80",
  })),
  example(
    sales.updateDraft,
    ["postpaid-fibre"],
    ({ persona }) => ({ ...draft(mobileOf(persona.userName)), SERVICE_TYPE: "FTTH", REF_NO: "FTTH24999999" }),
    unknownRef,
  ),
  example(
    sales.updateDraftLte,
    ["prepaid-lte"],
    ({ persona }) => ({ ...draft(mobileOf(persona.userName)), SERVICE_TYPE: "LTE", REF_NO: "LTE24999999" }),
    unknownRef,
  ),
  example(sales.draftByRef, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999" }), unknownRef),
  example(sales.draftsByNic, ["postpaid-fibre", "no-accounts"], ({ persona }) => ({ NIC: persona.nic })),
  example(sales.draftsByNicLte, ["postpaid-fibre", "prepaid-lte"], ({ persona }) => ({ NIC: persona.nic })),
  example(sales.myDrafts, ["postpaid-fibre", "cart-unpaid", "lte-cart-unpaid"], () => ({})),
  example(sales.myDrafts, ["fibre-order-in-progress"], () => ({ SERVICE_TYPE: "FTTH" })),
  example(sales.myDrafts, ["lte-order-fails"], () => ({ SERVICE_TYPE: "LTE" })),
  example(
    sales.saveInvoice,
    ["postpaid-fibre"],
    () => ({
      REF_NO: "FTTH24999999",
      SERVICE_TYPE: "BEARER",
      PACKAGE_NAME: "SLT Fiber",
      PACKAGE_COUNT: "1",
      RENTAL: "0",
      INI_CHARGE: "10000",
      STATUS: "1",
    }),
    unknownRef,
  ),
  example(sales.removeInvoices, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999" }), unknownRef),
  example(sales.invoices, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999" }), unknownRef),
  example(sales.invoicesLte, ["prepaid-lte"], () => ({ REF_NO: "LTE24999999" }), unknownRef),
  example(sales.paymentLog, ["postpaid-fibre"], () => ({ orderId: "FTTH24999999" }), unknownRef),
  example(sales.paymentLogLte, ["prepaid-lte"], () => ({ orderreff: "LTE24999999" }), unknownRef),
  example(sales.orderStatus, ["postpaid-fibre"], () => ({ orderId: "FTTH24999999" }), unknownRef),
  example(
    sales.uploadDocuments,
    ["postpaid-fibre"],
    ({ persona }) => ({
      nicfront_file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
      nicback_file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
      nic: persona.nic,
      rtom: "R-CEN",
      orderreff: "FTTH24999999",
    }),
    unknownRef,
  ),
  example(sales.agentCode, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999", SEQ_NO: "1" }), unknownRef),
  example(sales.updateAgentCode, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999", SEQ_NO: "1", AGENT_CODE: "AG10234" }), unknownRef),
  example(sales.updateOrderStatus, ["fibre-order-paid"], ({ persona }) => ({ REF_NO: persona.order?.refNo ?? "", STATUS: "L" }), { fresh: true }),
  example(sales.updateOrderStatus, ["postpaid-fibre"], () => ({ REF_NO: "FTTH24999999", STATUS: "L" }), unknownRef),
  example(sales.createSalesLead, ["prepaid-lte", "no-accounts"], ({ persona }) => ({
    servicetype: "LTE",
    name: persona.name,
    mobileno: mobileOf(persona.userName),
    city: "Anuradhapura",
    district: "Anuradhapura",
    rtom: "R-AD",
    latitude: "8.3114",
    longitude: "80.4037",
  })),
];
