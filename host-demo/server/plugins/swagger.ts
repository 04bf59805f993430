import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { TAGS } from "../schemas/index.js";

/**
 * OpenAPI 3.1 document generated from the route schemas, so integrators see exactly the API the
 * library expects. Served at /api/docs/json and written to dist/openapi.json by the build; the
 * client's types (src/core/api/contract.generated.ts) are generated from it.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Shop back-office reference API",
          description:
            "Every call of the back-office (spec section 7) under /api. Responses are `{ success, message, body }`; sign-in also carries `accessToken`. Send `Authorization: Bearer <token>`.",
          version: "0.1.0",
          license: { name: "MIT", identifier: "MIT" },
        },
        // Relative: the API is under /api of whichever host serves this document.
        servers: [{ url: "/", description: "The host serving this document" }],
        tags: TAGS,
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      },
      // Named schemas keep their $id as their component name (the default numbers them def-0, def-1...).
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    });
    app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
