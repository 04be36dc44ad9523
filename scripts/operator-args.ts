/**
 * The command-line options of the scripts that sign in to an operator API (`npm run drift`, `npm run
 * record`): --base or --services-under, --user, --password, --client-id, --tv-key, plus a script's own.
 * Exits with the usage line when one is missing.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { servicesUnder } from "../contracts/lk";
import type { DriftOptions } from "./drift-check";

type Extra = NonNullable<ParseArgsConfig["options"]>;

export function operatorArgs<E extends Extra>(usage: string, extra: E, required: Array<keyof E & string> = []) {
  const values = parseArgs({
    options: {
      base: { type: "string" },
      user: { type: "string" },
      password: { type: "string" },
      "client-id": { type: "string" },
      "tv-key": { type: "string" },
      "services-under": { type: "string" },
      ...extra,
    },
  }).values as Record<string, string | boolean | undefined>;
  const under = values["services-under"];
  const bases = typeof under === "string" ? servicesUnder(under) : typeof values.base === "string" ? { api: values.base } : null;
  if (!bases || typeof values.user !== "string" || typeof values.password !== "string" || required.some((k) => typeof values[k] !== "string")) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const options: DriftOptions = {
    bases,
    clientId: String(values["client-id"] ?? process.env.OPERATOR_CLIENT_ID ?? "simulator-client-id"),
    tvApiKey: String(values["tv-key"] ?? process.env.TV_API_KEY ?? "simulator-tv-key"),
    userName: values.user,
    password: values.password,
  };
  return { options, values };
}
