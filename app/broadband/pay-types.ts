/** How a data gift or the detail report is paid: added to the monthly bill, or by card on the operator's hosted page. */
export const payTypes = ["addToBill", "payNow"] as const;
export type PayType = (typeof payTypes)[number];

export const isPayType = (value: string): value is PayType => (payTypes as readonly string[]).includes(value);
