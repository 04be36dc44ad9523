/** The offer redemption form (the confirm dialog's fields): one zod/mini schema, in the browser and the action. */
import * as z from "zod/mini";

export const redeemSchema = z.object({
  packageid: z.string().check(z.minLength(1), z.maxLength(40)),
  refno: z.string().check(z.minLength(1), z.maxLength(40)),
});
