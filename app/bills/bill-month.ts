/**
 * A bill month as the bill history sends it ("MM/DD/YYYY"): the key by which a bill is downloaded
 * and emailed again. Checked before it goes back to the operator.
 */
import * as z from "zod/mini";

export const billMonthPattern = /^[\w/ .-]{4,20}$/;

export const billMonthSchema = z.object({ month: z.string().check(z.regex(billMonthPattern)) });
