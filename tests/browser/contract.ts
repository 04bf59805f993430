// Fixtures the server could send: every success the fake API answers with is checked against the
// response schema that the reference server declares for that route, read from its OpenAPI
// document (written from the route schemas when the browser suite starts, see
// web-test-runner.config.mjs). A fixture with a field the server never sends, a missing field or
// a wrong type fails its test, so the component tests cannot drift from the real server.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import openapi from "shop:openapi-document";

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const API_PREFIX = "/api";
const document = openapi as { paths: Record<string, Record<string, Operation>> };

// Formats (date-time, email) are the server's business; the shapes are what screens rely on.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(document as object, "openapi");

/** "GET /brand/update/:id" and "GET /api/brand/update/{brandId}" both become "GET /brand/update/{}". */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/(:[^/]+|\{[^}]+\})/g, "/{}")}`;

const operations = new Map<string, { pointer: string; status: string }>();
for (const [path, methods] of Object.entries(document.paths)) {
  if (!path.startsWith(API_PREFIX)) continue;
  for (const [method, operation] of Object.entries(methods)) {
    const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
    if (!status || !operation.responses?.[status]?.content?.["application/json"]?.schema) continue;
    const escapedPath = path.replace(/~/g, "~0").replace(/\//g, "~1");
    operations.set(routeKey(method, path.slice(API_PREFIX.length)), {
      pointer: `openapi#/paths/${escapedPath}/${method}/responses/${status}/content/application~1json/schema`,
      status,
    });
  }
}

const validators = new Map<string, ValidateFunction>();

/**
 * Why the server could never answer `route` ("METHOD /path/:param", below /api) with this JSON
 * success, or null when it could.
 */
export function contractViolation(route: string, answer: unknown): string | null {
  const [method, path] = route.split(" ");
  const key = routeKey(method, path);
  const operation = operations.get(key);
  if (!operation) return `${route}: the server has no such route with a JSON answer`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: operation.pointer });
    validators.set(key, validate);
  }
  if (validate(answer)) return null;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || "(answer)"} ${error.message ?? ""}`.trim());
  return `${route}: a fixture the server could not send (${operation.status}): ${problems.join("; ")}`;
}
