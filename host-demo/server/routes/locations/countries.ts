import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { and, asc, eq } from "drizzle-orm";
import { countries } from "../../db/schema/index.js";
import { notFound, ok } from "../../lib/http/http.js";
import { missedUpdate, sameVersion } from "../../lib/records/versions.js";
import { countryContents, findCountry, requireName, withUniqueLocationName } from "../../lib/catalog/locations.js";
import type { AppOptions } from "../../options.js";
import { locationSchemas } from "../../schemas/settings.js";

/**
 * Countries. Deleting one deletes its states and their cities (cascade); /country/contents/{id}
 * counts them first, so the delete dialog can say what goes with it. Names are unique (409).
 */
const countryRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/countries", { schema: locationSchemas.countries, preHandler: app.backOffice }, async () =>
    ok(await db.select().from(countries).orderBy(asc(countries.name)), "Countries"),
  );
  app.get("/country/byid/:id", { schema: locationSchemas.country, preHandler: app.backOffice }, async (request) =>
    ok(await findCountry(db, request.params.id), "Country"),
  );
  app.get(
    "/country/contents/:id",
    { schema: locationSchemas.countryContents, preHandler: app.backOffice },
    async (request) => ok(await countryContents(db, request.params.id), "Country contents"),
  );
  app.post(
    "/country/add",
    { schema: locationSchemas.addCountry, preHandler: app.backOffice },
    async (request, reply) => {
      const name = requireName(request.body.name);
      const [created] = await withUniqueLocationName("country", name, () =>
        db.insert(countries).values({ name }).returning(),
      );
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
      const [updated] = await withUniqueLocationName("country", name, () =>
        db
          .update(countries)
          .set({ name })
          .where(and(eq(countries.id, request.params.id), sameVersion(request, countries.version)))
          .returning(),
      );
      if (!updated)
        return missedUpdate(
          request,
          "Country",
          async () => (await db.select().from(countries).where(eq(countries.id, request.params.id)))[0],
        );
      return ok(updated, "Country updated successfully");
    },
  );
  app.delete(
    "/country/delete/:id",
    { schema: locationSchemas.deleteCountry, preHandler: app.backOffice },
    async (request) => {
      const deleted = await db
        .delete(countries)
        .where(eq(countries.id, request.params.id))
        .returning({ id: countries.id });
      if (deleted.length === 0) throw notFound("Country");
      return ok(null, "Country Deleted successfully");
    },
  );
};
export default countryRoutes;
