/**
 * Who may read GET /metrics: with METRICS_TOKEN set, only a request bearing it
 * (`Authorization: Bearer <token>`); without it, anyone while the portal runs against the simulator
 * (a developer sees the metrics at once), nobody in live mode (the metrics are not served).
 */
import { timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

export function metricsAllowed(authorization: string | null | undefined): boolean {
  if (!env.METRICS_TOKEN) return !env.OPERATOR_API_URL;
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "");
  const expected = Buffer.from(env.METRICS_TOKEN);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
