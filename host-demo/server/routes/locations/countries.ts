import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { notFound, ok } from "../../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../../lib/records/versions.js";
import { mustExist, requireName, withUniqueLocationName } from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import {
  countryContents,
  createCountry,
  deleteCountry,
  findCountry,
  listCountries,
  updateCountry,
} from "../../repositories/locations.js";
import { locationSchemas } from "../../schemas/settings.js";

/**
 * Countries. Deleting one deletes its states and their cities (cascade); /country/contents/{id}
 * counts them first, so the delete dialog can say what goes with it. Names are unique (409).
 */
const countryRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/countries", { schema: locationSchemas.countries, preHandler: app.backOffice }, async () =>
    ok(await listCountries(db), "Countries"),
  );
  app.get("/country/byid/:id", { schema: locationSchemas.country, preHandler: app.backOffice }, async (request) =>
    ok(await mustExist(findCountry(db, request.params.id), "Country"), "Country"),
  );
  app.get(
    "/country/contents/:id",
    { schema: locationSchemas.countryContents, preHandler: app.backOffice },
    async (request) => ok(await mustExist(countryContents(db, request.params.id), "Country"), "Country contents"),
  );
  app.post(
    "/country/add",
    { schema: locationSchemas.addCountry, preHandler: app.backOffice },
    async (request, reply) => {
      const name = requireName(request.body.name);
      const created = await withUniqueLocationName("country", name, () => createCountry(db, name));
      // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
      reply.status(201);
      return ok(created, "Country added successfully");
    },
  );
  app.put(
    "/country/update/:id",
    { schema: locationSchemas.updateCountry, preHandler: app.backOffice },
    async (request) => {
      const name = requireName(request.body.name);
      const { id } = request.params;
      const updated = await withUniqueLocationName("country", name, () =>
        updateCountry(db, id, name, ifMatchVersion(request)),
      );
      if (!updated) return missedUpdate(request, "Country", () => findCountry(db, id));
      return ok(updated, "Country updated successfully");
    },
  );
  app.delete(
    "/country/delete/:id",
    { schema: locationSchemas.deleteCountry, preHandler: app.backOffice },
    async (request) => {
      if (!(await deleteCountry(db, request.params.id))) throw notFound("Country");
      return ok(null, "Country Deleted successfully");
    },
  );
};
export default countryRoutes;
