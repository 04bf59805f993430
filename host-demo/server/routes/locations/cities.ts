import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound, ok } from "../../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../../lib/records/versions.js";
import { mustExist, requireName, withUniqueLocationName } from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import { createCity, deleteCity, findCity, findState, listCities, updateCity } from "../../repositories/locations.js";
import { locationSchemas } from "../../schemas/settings.js";

/** A state's cities (names unique within the state: 409). */
const cityRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/cities/byStateId/:id", { schema: locationSchemas.cities, preHandler: app.backOffice }, async (request) => {
    await mustExist(findState(db, request.params.id), "State");
    return ok(await listCities(db, request.params.id), "Cities");
  });
  app.get("/city/byid/:id", { schema: locationSchemas.city, preHandler: app.backOffice }, async (request) =>
    ok(await mustExist(findCity(db, request.params.id), "City"), "City"),
  );
  app.post("/city/add", { schema: locationSchemas.addCity, preHandler: app.backOffice }, async (request, reply) => {
    const name = requireName(request.body.name);
    const { stateId } = request.body;
    await mustExist(findState(db, stateId), "State");
    const created = await withUniqueLocationName("city", name, () => createCity(db, name, stateId));
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "City added successfully");
  });
  app.put("/city/update/:id", { schema: locationSchemas.updateCity, preHandler: app.backOffice }, async (request) => {
    const name = requireName(request.body.name);
    const { id } = request.params;
    const updated = await withUniqueLocationName("city", name, () => updateCity(db, id, name, ifMatchVersion(request)));
    if (!updated) return missedUpdate(request, "City", () => findCity(db, id));
    return ok(updated, "City updated successfully");
  });
  app.delete(
    "/city/delete/:id",
    { schema: locationSchemas.deleteCity, preHandler: app.backOffice },
    async (request) => {
      if (!(await deleteCity(db, request.params.id))) throw notFound("City");
      return ok(null, "City Deleted successfully");
    },
  );
};
export default cityRoutes;
