/**
 * The PEO TV page's data: the TV site's movies and packages, and where PEOTVGO's Explore More
 * leads (PEOTVGO_URL, by default the public site).
 */
import { type z } from "zod";
import * as tv from "#contracts/tv";
import { env } from "~/env.server";
import type { Operator } from "~/operator/route.server";

export const PEOTVGO_URL = env.PEOTVGO_URL;

type Loaded<T> = { ok: true; data: T } | { ok: false };

export async function loadMovies(op: Operator): Promise<Loaded<z.output<typeof tv.movie>[]>> {
  const result = await op.call(tv.movies, {});
  return result.kind === "answer" ? { ok: true, data: result.answer } : { ok: false };
}

export async function loadPackages(op: Operator): Promise<Loaded<z.output<typeof tv.tvPackage>[]>> {
  const result = await op.call(tv.packages, {});
  return result.kind === "answer" ? { ok: true, data: result.answer } : { ok: false };
}
