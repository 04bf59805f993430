import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq } from "drizzle-orm";
import { cities } from "../../db/schema/index.js";
import { notFound, ok } from "../../lib/http/http.js";
import { missedUpdate, sameVersion } from "../../lib/records/versions.js";
import { cityColumns, findCity, findState, requireName, withUniqueLocationName } from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import { locationSchemas } from "../../schemas/settings.js";

/** A state's cities (names unique within the state: 409). */
const cityRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/cities/byStateId/:id", { schema: locationSchemas.cities, preHandler: app.backOffice }, async (request) => {
    await findState(db, request.params.id);
    return ok(
      await db.select(cityColumns).from(cities).where(eq(cities.state_id, request.params.id)).orderBy(asc(cities.name)),
      "Cities",
    );
  });
  app.get("/city/byid/:id", { schema: locationSchemas.city, preHandler: app.backOffice }, async (request) =>
    ok(await findCity(db, request.params.id), "City"),
  );
  app.post("/city/add", { schema: locationSchemas.addCity, preHandler: app.backOffice }, async (request, reply) => {
    const name = requireName(request.body.name);
    await findState(db, request.body.stateId);
    const [created] = await withUniqueLocationName("city", name, () =>
      db.insert(cities).values({ name, state_id: request.body.stateId }).returning(cityColumns),
    );
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "City added successfully");
  });
  app.put("/city/update/:id", { schema: locationSchemas.updateCity, preHandler: app.backOffice }, async (request) => {
    const name = requireName(request.body.name);
    const [updated] = await withUniqueLocationName("city", name, () =>
      db
        .update(cities)
        .set({ name })
        .where(and(eq(cities.id, request.params.id), sameVersion(request, cities.version)))
        .returning(cityColumns),
    );
    if (!updated)
      return missedUpdate(
        request,
        "City",
        async () => (await db.select(cityColumns).from(cities).where(eq(cities.id, request.params.id)))[0],
      );
    return ok(updated, "City updated successfully");
  });
  app.delete(
    "/city/delete/:id",
    { schema: locationSchemas.deleteCity, preHandler: app.backOffice },
    async (request) => {
      const deleted = await db.delete(cities).where(eq(cities.id, request.params.id)).returning({ id: cities.id });
      if (deleted.length === 0) throw notFound("City");
      return ok(null, "City Deleted successfully");
    },
  );
};
export default cityRoutes;
