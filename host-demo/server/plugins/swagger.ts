import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * OpenAPI 3 document generated from the route schemas, so integrators see exactly the API the
 * library expects. Served at /api/docs/json and written to dist/openapi.json by the build.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Shop back-office reference API",
          description:
            "Every call of the back-office (spec section 7) under /api. Responses are `{ success, message, body }`; sign-in also carries `accessToken`. Send `Authorization: Bearer <token>`.",
          version: "0.1.0",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
    });
    app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
