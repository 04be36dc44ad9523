/**
 * An OpenAPI 3.1 description of every operator contract, from the contracts themselves (zod 4's
 * JSON Schema): what the portal sends and what it accepts back, as the operator spells it on the
 * wire. Each operation carries its service (`x-service`; each service is a base URL of its own),
 * whether its path is assumed, and its security (bearer token, the gateway's client-id header).
 */
import { z } from "zod";
import type { Contract } from "./core";
import { registry } from "./registry";

type JsonSchema = Record<string, unknown>;

/** The wire shape a schema accepts (its input side: transforms in the contracts only tidy what arrives). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

const MEDIA: Record<Contract["travel"], string> = {
  query: "application/x-www-form-urlencoded",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
  json: "application/json",
};

function operation(contract: Contract) {
  const request = jsonSchema(contract.request);
  const required = new Set((request.required as string[] | undefined) ?? []);
  const inQuery = (key: string) => contract.travel === "query" || Boolean(contract.queryKeys?.includes(key));
  const parameters = Object.entries(properties(request))
    .filter(([key]) => inQuery(key))
    .map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
  const bodyKeys = Object.keys(properties(request)).filter((key) => !inQuery(key));
  const hasBody = contract.method !== "GET" && contract.method !== "DELETE" && bodyKeys.length > 0;
  const bodySchema = {
    ...request,
    properties: Object.fromEntries(bodyKeys.map((key) => [key, properties(request)[key]])),
    required: [...required].filter((key) => bodyKeys.includes(key)),
  };
  const security = [...(contract.auth === "bearer" ? [{ bearer: [] as string[] }] : []), ...(contract.clientIdHeader ? [{ clientId: [] as string[] }] : [])];
  return {
    operationId: contract.name,
    summary: contract.summary,
    tags: [contract.area],
    "x-service": contract.service,
    ...(contract.assumed ? { "x-assumed-path": true } : {}),
    ...(contract.browserForm ? { "x-browser-form": true } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody ? { requestBody: { required: true, content: { [MEDIA[contract.travel]]: { schema: bodySchema } } } } : {}),
    ...(security.length ? { security: [Object.assign({}, ...security)] } : {}),
    responses: {
      "200": {
        description: contract.answer === "html" ? "An HTML page (a hosted page the browser is sent to)." : "The operator's answer.",
        content:
          contract.answer === "html" ? { "text/html": { schema: { type: "string" } } } : { "application/json": { schema: jsonSchema(contract.response) } },
      },
      "401": { description: "The access token is missing or expired (the portal refreshes it once and retries once)." },
    },
  };
}

export function openApiDocument(contracts: readonly Contract[] = registry) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    // Paths are unique per service; a path two services share is told apart by its service prefix.
    const key = `/${contract.service === "api" ? "" : `{${contract.service}}/`}${contract.path}`;
    (paths[key] ??= {})[contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Operator API as the self-care portal uses it",
      version: "1.0.0",
      description:
        "Every call the portal makes, generated from its zod contracts. Paths of the `api` service are under the operator API's base URL; the others under their own service's base (`x-service`). Operations marked `x-assumed-path` use a path the specification does not show.",
    },
    servers: [{ url: "{api}", variables: { api: { default: "https://api.operator.example/", description: "The operator API's base URL" } } }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        clientId: { type: "apiKey", in: "header", name: "X-IBM-Client-Id" },
      },
    },
    paths,
  };
}
