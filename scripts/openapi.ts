// `npm run openapi [file]`: writes the OpenAPI 3.1 document of every operator contract (default openapi.json).
import { writeFileSync } from "node:fs";
import { openApiDocument } from "../contracts/openapi";
import { registry } from "../contracts/registry";

const file = process.argv[2] ?? "openapi.json";
writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${file}: ${registry.length} operations.`);
