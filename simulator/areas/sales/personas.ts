/**
 * Orders of the order personas (fixtures/personas.ts `order`): a fibre draft placed through the
 * public wizard by the persona's own mobile, paid through the hosted page when the template says
 * so. The persona owns it and its mobile is the persona's user id, so both a sign-in and the order
 * lookup's one-time code (sales.sendOrderOtp / sales.verifyOrderOtp with the reference) reach it.
 */
import { cities } from "../../../fixtures/cities";
import { registerPersonaSeeder } from "../../personas";
import { insertDraft, normaliseMobile, recordSalesPayment } from "./state";

/** The fibre connection fee the hosted page charges (the 'SLT Fiber' initiation charge). */
const FIBRE_FEE = 10000;
/** Service and billing address number the wizards always send. */
const ADDRESS_NO = "60";

registerPersonaSeeder(async ({ user, persona, faker }) => {
  const order = persona.order;
  if (!order) return;
  const mobile = normaliseMobile(user.userName) ?? user.userName;
  const city = faker.helpers.arrayElement(cities.filter((c) => c.district === "Colombo"));
  const [firstName = "Online", ...rest] = user.name.split(" ");
  const street1 = `${faker.number.int({ min: 1, max: 250 })} ${faker.helpers.arrayElement(["Galle Road", "Temple Road", "Lake Drive", "Station Road"])}`;
  const street2 = city.city;
  const fields: Record<string, string> = {
    NIC: user.nic,
    PP: "",
    TITLE: "Mr",
    FIRSTNAME: firstName,
    LASTNAME: rest.join(" ") || "Customer",
    BIRTH_DATE: "",
    NATIONALITY: "Sri Lankan",
    gender: "Male",
    SLTNIC: "",
    SERVICE_ADD_NO: ADDRESS_NO,
    SERVICE_ADD_STREET1: street1,
    SERVICE_ADD_STREET2: street2,
    SERVICE_ADD_CITY: city.city,
    SERVICE_ADD_DISTRICT: city.district,
    SERVICE_ADD_POSTAL_CODE: city.postalcode,
    SERVICE_ADD_PROVINCE: city.province,
    BILLING_ADD_NO: order.billingAddress ? ADDRESS_NO : "",
    BILLING_ADD_STREET1: order.billingAddress ? street1 : "",
    BILLING_ADD_STREET2: order.billingAddress ? street2 : "",
    BILLING_ADD_CITY: order.billingAddress ? city.city : "",
    BILLING_ADD_POSTAL_CODE: order.billingAddress ? city.postalcode : "",
    BILLING_ADD_PROVINCE: order.billingAddress ? city.province : "",
    RTOM: city.rtom,
    EQTYPE: "FDP",
    LONGITUDE: city.longitude.toFixed(6),
    LATITUDE: city.latitude.toFixed(6),
    VOICE_PACKAGE: "Home ",
    BB_PACKAGE: "Any Joy",
    PEO_PACKAGE: "PEO Silver",
    iddstatus: "Y",
    billinG_MODE: "eBill",
    email: "",
    mobileno: mobile,
    LOOP_AVAILABLITY: "Y",
  };
  const { refNo, seq } = await insertDraft({ kind: "FTTH", owner: user.userName, fields, userComment: order.userComment });
  if (order.paid) await recordSalesPayment(refNo, "FTTH", FIBRE_FEE, true, `SIM${seq}`);
  return { order: { refNo, seq, mobile } };
});
