import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound, ok } from "../../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../../lib/records/versions.js";
import { mustExist, requireName, withUniqueLocationName } from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import {
  createState,
  deleteState,
  findCountry,
  findState,
  listStates,
  updateState,
} from "../../repositories/locations.js";
import { locationSchemas } from "../../schemas/settings.js";

/** A country's states (names unique within the country: 409). Deleting one deletes its cities (cascade). */
const stateRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get(
    "/states/byCountryId/:id",
    { schema: locationSchemas.states, preHandler: app.backOffice },
    async (request) => {
      await mustExist(findCountry(db, request.params.id), "Country");
      return ok(await listStates(db, request.params.id), "States");
    },
  );
  app.get("/state/byid/:id", { schema: locationSchemas.state, preHandler: app.backOffice }, async (request) =>
    ok(await mustExist(findState(db, request.params.id), "State"), "State"),
  );
  app.post("/state/add", { schema: locationSchemas.addState, preHandler: app.backOffice }, async (request, reply) => {
    const name = requireName(request.body.name);
    const { countryId } = request.body;
    await mustExist(findCountry(db, countryId), "Country");
    const created = await withUniqueLocationName("state", name, () => createState(db, name, countryId));
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "State added successfully");
  });
  app.put("/state/update/:id", { schema: locationSchemas.updateState, preHandler: app.backOffice }, async (request) => {
    const name = requireName(request.body.name);
    const { id } = request.params;
    const updated = await withUniqueLocationName("state", name, () =>
      updateState(db, id, name, ifMatchVersion(request)),
    );
    if (!updated) return missedUpdate(request, "State", () => findState(db, id));
    return ok(updated, "State updated successfully");
  });
  app.delete(
    "/states/delete/:id",
    { schema: locationSchemas.deleteState, preHandler: app.backOffice },
    async (request) => {
      if (!(await deleteState(db, request.params.id))) throw notFound("State");
      return ok(null, "State Deleted successfully");
    },
  );
};
export default stateRoutes;
