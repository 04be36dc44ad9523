import { describe, expect, it } from "vitest";
import { extraGbPrice, extraGbRate, rupees, splitPackages } from "~/broadband/prices";

describe("Extra GB price tiers", () => {
  it("charges 100 per GB from 1 to 4 GB", () => {
    expect(extraGbRate(1)).toBe(100);
    expect(extraGbRate(4)).toBe(100);
    expect(extraGbPrice(3)).toBe(300);
  });
  it("charges 85 per GB from 5 to 19 GB", () => {
    expect(extraGbRate(5)).toBe(85);
    expect(extraGbRate(19)).toBe(85);
    expect(extraGbPrice(10)).toBe(850);
  });
  it("charges 75 per GB from 20 to 49 GB", () => {
    expect(extraGbRate(20)).toBe(75);
    expect(extraGbRate(49)).toBe(75);
    expect(extraGbPrice(25)).toBe(1875);
  });
  it("charges 60 per GB from 50 GB up", () => {
    expect(extraGbRate(50)).toBe(60);
    expect(extraGbRate(100)).toBe(60);
    expect(extraGbPrice(100)).toBe(6000);
  });
  it("has no price below 1 GB", () => {
    expect(extraGbRate(0)).toBeNull();
    expect(extraGbPrice(0.5)).toBeNull();
  });
  it("shows packages of 9 GB or less as buttons and larger ones on the slider", () => {
    const list = [10, 1, 9, 50, 5].map((volume) => ({ volume, volumeUnit: "GB" }));
    const { buttons, slider } = splitPackages(list);
    expect(buttons.map((p) => p.volume)).toEqual([1, 5, 9]);
    expect(slider.map((p) => p.volume)).toEqual([10, 50]);
  });
  it("formats rupees with thousands separators", () => {
    expect(rupees(1875)).toBe("1,875.00");
  });
});
