import { describe, expect, it } from "vitest";
import { addonCategories, confirmWording, findAddon } from "~/routes/_shell.boardBand.summary/addons";

const addon = (id: string, name: string, postprice = "490") => ({ id, name, description: `${name} description`, postprice, icon_url: null });

const catalogue = [
  { category: "YouTube", addons: [addon("P_VB_Q_YT_OT30D_20GB", "YouTube 20GB"), addon("P_VB_Q_YT_Re30D_20GB", "YouTube 20GB Auto Renewal")] },
  { category: "Learn", addons: [addon("P_VB_Q_LN_OT30D_25GB", "Learn 25GB", "350")] },
  { category: "Independence Day Free Offer", addons: [addon("P_VB_F_IND_OT7D_10GB", "Independence Day 10GB", "0")] },
];

describe("data add-on rules", () => {
  it("moves 'Independence Day Free Offer' first and keeps the others in order", () => {
    expect(addonCategories(catalogue).map((c) => c.category)).toEqual(["Independence Day Free Offer", "YouTube", "Learn"]);
  });
  it("pairs the one-time and auto-renewing variants into one card with a One Time switch", () => {
    const youtube = addonCategories(catalogue).find((c) => c.category === "YouTube")!;
    expect(youtube.cards).toHaveLength(1);
    expect(youtube.cards[0]).toMatchObject({ id: "P_VB_Q_YT_OT30D_20GB", recurrentId: "P_VB_Q_YT_Re30D_20GB" });
    const categories = addonCategories(catalogue);
    expect(findAddon(categories, "P_VB_Q_YT_OT30D_20GB", true)?.packageId).toBe("P_VB_Q_YT_OT30D_20GB");
    expect(findAddon(categories, "P_VB_Q_YT_OT30D_20GB", false)).toMatchObject({ packageId: "P_VB_Q_YT_Re30D_20GB", name: "YouTube 20GB Auto Renewal" });
    expect(findAddon(categories, "P_VB_Q_LN_OT30D_25GB", false)?.packageId).toBe("P_VB_Q_LN_OT30D_25GB");
  });
  it("picks the confirm wording by category", () => {
    for (const c of ["Entertainment Unlimited", "Gaming", "YouTube", "Messaging"]) expect(confirmWording(c)).toBe("recurrent");
    expect(confirmWording("Seasonal Offer")).toBe("seasonal");
    expect(confirmWording("Learn")).toBe("default");
    expect(confirmWording("Data Hamper")).toBe("default");
  });
});
