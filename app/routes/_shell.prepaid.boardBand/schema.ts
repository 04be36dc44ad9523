/** The package activation form (the confirm dialog's fields): one zod/mini schema, in the browser and the action. */
import * as z from "zod/mini";

export const activationSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(40)),
  packageType: z.enum(["Main Packages", "Add-ons"]),
});
