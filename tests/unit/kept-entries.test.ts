/** What the browser keeps of a half-typed form, and for whom (app/forms/kept-store.ts). */
import { describe, expect, it } from "vitest";
import { adoptScope, forgetAll, keepable, readEntries, saveEntries, type KeptStorage } from "~/forms/kept-store";

function tab(): KeptStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
    keys: () => [...items.keys()],
  };
}

describe("keepable", () => {
  it.each([
    ["password", "password"],
    ["newPassword", "text"],
    ["otp", "text"],
    ["code", "text", "one-time-code"],
    ["cardNumber", "text"],
    ["cvv", "text"],
    ["pin", "text"],
    ["nicFront", "file"],
    ["_submission", "hidden"],
    ["intent", "hidden"],
  ])("never keeps %s (%s)", (name, type, autocomplete = "") => {
    expect(keepable(name, type, autocomplete)).toBe(false);
  });

  it.each([
    ["firstName", "text"],
    ["passport", "text"],
    ["mobile", "tel"],
    ["description", "textarea"],
    ["servicePostalCode", "text"],
    ["pinLat", "hidden"],
    ["agree", "checkbox"],
  ])("keeps %s (%s)", (name, type) => {
    expect(keepable(name, type)).toBe(true);
  });
});

describe("kept entries", () => {
  const now = Date.UTC(2026, 10, 27, 8, 0);

  it("gives back a record only in its own scope", () => {
    const storage = tab();
    saveEntries(storage, "complaint", "customer-a", [["description", "Slow line"]], now);
    expect(readEntries(storage, "complaint", "customer-a", now)).toEqual([["description", "Slow line"]]);
    expect(readEntries(storage, "complaint", "guest", now)).toBeNull();
    expect(readEntries(storage, "complaint", "customer-b", now)).toBeNull();
  });

  it("keeps an unticked box as null and forgets a record after 12 hours", () => {
    const storage = tab();
    saveEntries(storage, "ebill", "customer-a", [["agree", null]], now);
    expect(readEntries(storage, "ebill", "customer-a", now + 11 * 3_600_000)).toEqual([["agree", null]]);
    expect(readEntries(storage, "ebill", "customer-a", now + 13 * 3_600_000)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it("ignores a record it cannot read", () => {
    const storage = tab();
    storage.setItem("kept:profile", "{not json");
    expect(readEntries(storage, "profile", "customer-a", now)).toBeNull();
  });

  it("forgets everything when another customer signs in on the tab, not on a guest page", () => {
    const storage = tab();
    adoptScope(storage, "customer-a");
    saveEntries(storage, "profile", "customer-a", [["name", "Nimal"]], now);
    saveEntries(storage, "fibre-details", "guest", [["firstName", "Kamal"]], now);
    storage.setItem("unrelated", "stays");
    // The sign-in page after a timed-out session: the customer's record stays for them.
    adoptScope(storage, "guest");
    adoptScope(storage, "customer-a");
    expect(readEntries(storage, "profile", "customer-a", now)).toEqual([["name", "Nimal"]]);
    adoptScope(storage, "customer-b");
    expect(storage.keys().sort()).toEqual(["kept-owner", "unrelated"]);
    expect(readEntries(storage, "profile", "customer-a", now)).toBeNull();
  });

  it("forgets every record on logout", () => {
    const storage = tab();
    adoptScope(storage, "customer-a");
    saveEntries(storage, "profile", "customer-a", [["name", "Nimal"]], now);
    forgetAll(storage);
    expect(storage.keys()).toEqual([]);
  });
});
