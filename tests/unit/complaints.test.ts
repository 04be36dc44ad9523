/** The complaint form's rules and the map helpers it uses. */
import { describe, expect, it } from "vitest";
import { blockMessage, complaintSchema, isContactNumber, type ComplaintService } from "~/complaints/complaint";
import { parseWithSchema } from "~/forms/parse";
import { DEFAULT_CENTER, inSriLanka, pointFrom } from "~/map/geo";
import { parsePlaceHits, placeSearchUrl } from "~/map/search";

const services: ComplaintService[] = [
  { type: "VOICE", serviceID: "0112345678", status: "ACTIVE", blocked: null },
  { type: "BROADBAND", serviceID: "94112345678", status: "ACTIVE", blocked: blockMessage("BROADBAND", "ACTIVE", true) },
];

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[]> | undefined) : undefined);

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithSchema(form, { schema: complaintSchema(services) });
}

const valid = { serviceType: "VOICE", contactNo: "0771234567", description: "No dial tone", latitude: "6.927079", longitude: "79.861244", place: "" };

describe("complaint form", () => {
  it("accepts a complete complaint with a map pick or a town", () => {
    const picked = submit(valid);
    expect(picked.status).toBe("success");
    if (picked.status === "success") expect(picked.value.point).toEqual({ lat: 6.927079, lng: 79.861244 });
    const town = submit({ ...valid, latitude: "", longitude: "", place: "kandy" });
    expect(town.status).toBe("success");
    if (town.status === "success") expect(town.value).toMatchObject({ point: null, place: "kandy" });
  });

  it("gives each field its message, word for word", () => {
    const result = submit({ serviceType: "VOICE", contactNo: "12345", description: "  ", latitude: "", longitude: "", place: "" });
    expect(errorsOf(result)).toEqual({
      contactNo: ["Sorry, Please Enter Valide Contact number (0xxxxxxxxx)."],
      location: ["Sorry, Please Select Location ."],
      description: ["Sorry, Description cannot be empty."],
    });
  });

  it("refuses a location outside Sri Lanka", () => {
    expect(errorsOf(submit({ ...valid, latitude: "51.5", longitude: "-0.12" }))).toEqual({ location: ["Sorry, Please Select Location ."] });
  });

  it("blocks a throttled broadband service and a service the line does not have", () => {
    expect(errorsOf(submit({ ...valid, serviceType: "BROADBAND" }))).toEqual({
      serviceType: ["Sorry! Your Broadband is Throttled. Please purchase Extra GB."],
    });
    expect(errorsOf(submit({ ...valid, serviceType: "PEOTV" }))).toEqual({ serviceType: ["Please select the service type."] });
  });

  it("tells an inactive voice line to settle its bills, without the trailing space", () => {
    expect(blockMessage("VOICE", "SUSPENDED", false)).toBe(
      "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service .",
    );
    expect(blockMessage("BROADBAND", "INACTIVE", true)).toContain("your broadband service is not active");
    expect(blockMessage("VOICE", "Active", false)).toBeNull();
    expect(blockMessage("BROADBAND", null, false)).toBeNull();
  });

  it("checks the contact number as the operator does", () => {
    expect(["0771234567", " 0112345678 "].every(isContactNumber)).toBe(true);
    expect(["771234567", "07712345678", "077123456a", "1771234567"].some(isContactNumber)).toBe(false);
  });
});

describe("map helpers", () => {
  it("knows the default centre is in Sri Lanka and reads coordinates", () => {
    expect(inSriLanka(DEFAULT_CENTER)).toBe(true);
    expect(pointFrom("7.2906", "80.6337")).toEqual({ lat: 7.2906, lng: 80.6337 });
    expect(pointFrom("", "80.6")).toBeNull();
    expect(pointFrom("abc", "80.6")).toBeNull();
  });

  it("limits the place search to Sri Lanka and reads Nominatim's answer", () => {
    const url = new URL(placeSearchUrl("http://maps.test/search", " Kandy "));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: "Kandy", countrycodes: "lk", format: "jsonv2" });
    expect(parsePlaceHits([{ place_id: 7, display_name: "Kandy, Sri Lanka", lat: "7.29", lon: "80.63" }, { display_name: "broken" }, null])).toEqual([
      { id: "7", label: "Kandy, Sri Lanka", lat: 7.29, lng: 80.63 },
    ]);
    expect(parsePlaceHits({ error: "x" })).toEqual([]);
  });
});
