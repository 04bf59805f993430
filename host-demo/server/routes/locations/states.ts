import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq } from "drizzle-orm";
import { states } from "../../db/schema/index.js";
import { notFound, ok } from "../../lib/http/http.js";
import { missedUpdate, sameVersion } from "../../lib/records/versions.js";
import {
  findCountry,
  findState,
  requireName,
  stateColumns,
  withUniqueLocationName,
} from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import { locationSchemas } from "../../schemas/settings.js";

/** A country's states (names unique within the country: 409). Deleting one deletes its cities (cascade). */
const stateRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get(
    "/states/byCountryId/:id",
    { schema: locationSchemas.states, preHandler: app.backOffice },
    async (request) => {
      await findCountry(db, request.params.id);
      return ok(
        await db
          .select(stateColumns)
          .from(states)
          .where(eq(states.country_id, request.params.id))
          .orderBy(asc(states.name)),
        "States",
      );
    },
  );
  app.get("/state/byid/:id", { schema: locationSchemas.state, preHandler: app.backOffice }, async (request) =>
    ok(await findState(db, request.params.id), "State"),
  );
  app.post("/state/add", { schema: locationSchemas.addState, preHandler: app.backOffice }, async (request, reply) => {
    const name = requireName(request.body.name);
    await findCountry(db, request.body.countryId);
    const [created] = await withUniqueLocationName("state", name, () =>
      db.insert(states).values({ name, country_id: request.body.countryId }).returning(stateColumns),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "State added successfully");
  });
  app.put("/state/update/:id", { schema: locationSchemas.updateState, preHandler: app.backOffice }, async (request) => {
    const name = requireName(request.body.name);
    const [updated] = await withUniqueLocationName("state", name, () =>
      db
        .update(states)
        .set({ name })
        .where(and(eq(states.id, request.params.id), sameVersion(request, states.version)))
        .returning(stateColumns),
    );
    if (!updated)
      return missedUpdate(
        request,
        "State",
        async () => (await db.select(stateColumns).from(states).where(eq(states.id, request.params.id)))[0],
      );
    return ok(updated, "State updated successfully");
  });
  app.delete(
    "/states/delete/:id",
    { schema: locationSchemas.deleteState, preHandler: app.backOffice },
    async (request) => {
      const deleted = await db.delete(states).where(eq(states.id, request.params.id)).returning({ id: states.id });
      if (deleted.length === 0) throw notFound("State");
      return ok(null, "State Deleted successfully");
    },
  );
};
export default stateRoutes;
