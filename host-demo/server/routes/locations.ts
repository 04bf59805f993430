import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { cities, countries, states } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http.js";
import { id, idParams, nameBody, tagged } from "../schemas/settings.js";

const requireName = (name: string | undefined) => {
  const value = name?.trim() ?? "";
  if (!value) throw badRequest("Please enter a title");
  return value;
};

/**
 * Countries, states and cities. Deleting a country deletes its states and their cities, and
 * deleting a state deletes its cities (cascade): nothing is left without a parent.
 */
const locations: FastifyPluginAsync<AppOptions> = async (app) => {
  const db = app.database.db;
  const stateColumns = { id: states.id, name: states.name, status: states.status, countryId: states.country_id };
  const cityColumns = { id: cities.id, name: cities.name, status: cities.status, stateId: cities.state_id };
  const s = (summary: string, extra: object = {}) => tagged("locations", summary, extra);

  async function country(countryId: number) {
    const [row] = await db.select().from(countries).where(eq(countries.id, countryId));
    if (!row) throw notFound("Country");
    return row;
  }
  async function state(stateId: number) {
    const [row] = await db.select(stateColumns).from(states).where(eq(states.id, stateId));
    if (!row) throw notFound("State");
    return row;
  }

  app.get("/countries", { schema: s("Every country"), preHandler: app.backOffice }, async () =>
    ok(await db.select().from(countries).orderBy(asc(countries.name)), "Countries"),
  );
  app.get<{ Params: { id: number } }>(
    "/country/byid/:id",
    { schema: s("One country (addition)", { params: idParams }), preHandler: app.backOffice },
    async (request) => ok(await country(request.params.id), "Country"),
  );
  app.post<{ Body: { name?: string } }>(
    "/country/add",
    { schema: s("Add a country", { body: nameBody() }), preHandler: app.backOffice },
    async (request, reply) => {
      const [created] = await db
        .insert(countries)
        .values({ name: requireName(request.body.name) })
        .returning();
      return reply.status(201).send(ok(created, "Country added successfully"));
    },
  );
  app.put<{ Params: { id: number }; Body: { name?: string } }>(
    "/country/update/:id",
    { schema: s("Rename a country", { params: idParams, body: nameBody() }), preHandler: app.backOffice },
    async (request) => {
      const [updated] = await db
        .update(countries)
        .set({ name: requireName(request.body.name) })
        .where(eq(countries.id, request.params.id))
        .returning();
      if (!updated) throw notFound("Country");
      return ok(updated, "Country updated successfully");
    },
  );
  app.delete<{ Params: { id: number } }>(
    "/country/delete/:id",
    { schema: s("Delete a country with its states and cities", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      const deleted = await db
        .delete(countries)
        .where(eq(countries.id, request.params.id))
        .returning({ id: countries.id });
      if (deleted.length === 0) throw notFound("Country");
      return ok(null, "Country Deleted successfully");
    },
  );

  app.get<{ Params: { id: number } }>(
    "/states/byCountryId/:id",
    { schema: s("A country's states", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      await country(request.params.id);
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
  app.get<{ Params: { id: number } }>(
    "/state/byid/:id",
    {
      schema: s("One state (addition: the cities page shows its name)", { params: idParams }),
      preHandler: app.backOffice,
    },
    async (request) => ok(await state(request.params.id), "State"),
  );
  app.post<{ Body: { name?: string; countryId: number } }>(
    "/state/add",
    {
      schema: s("Add a state to a country", { body: { ...nameBody({ countryId: id }), required: ["countryId"] } }),
      preHandler: app.backOffice,
    },
    async (request, reply) => {
      const name = requireName(request.body.name);
      await country(request.body.countryId);
      const [created] = await db
        .insert(states)
        .values({ name, country_id: request.body.countryId })
        .returning(stateColumns);
      return reply.status(201).send(ok(created, "State added successfully"));
    },
  );
  app.put<{ Params: { id: number }; Body: { name?: string; countryId?: number } }>(
    "/state/update/:id",
    {
      schema: s("Rename a state", { params: idParams, body: nameBody({ countryId: id }) }),
      preHandler: app.backOffice,
    },
    async (request) => {
      const [updated] = await db
        .update(states)
        .set({ name: requireName(request.body.name) })
        .where(eq(states.id, request.params.id))
        .returning(stateColumns);
      if (!updated) throw notFound("State");
      return ok(updated, "State updated successfully");
    },
  );
  app.delete<{ Params: { id: number } }>(
    "/states/delete/:id",
    { schema: s("Delete a state with its cities", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      const deleted = await db.delete(states).where(eq(states.id, request.params.id)).returning({ id: states.id });
      if (deleted.length === 0) throw notFound("State");
      return ok(null, "State Deleted successfully");
    },
  );

  app.get<{ Params: { id: number } }>(
    "/cities/byStateId/:id",
    { schema: s("A state's cities", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      await state(request.params.id);
      return ok(
        await db
          .select(cityColumns)
          .from(cities)
          .where(eq(cities.state_id, request.params.id))
          .orderBy(asc(cities.name)),
        "Cities",
      );
    },
  );
  app.post<{ Body: { name?: string; stateId: number } }>(
    "/city/add",
    {
      schema: s("Add a city to a state", { body: { ...nameBody({ stateId: id }), required: ["stateId"] } }),
      preHandler: app.backOffice,
    },
    async (request, reply) => {
      const name = requireName(request.body.name);
      await state(request.body.stateId);
      const [created] = await db.insert(cities).values({ name, state_id: request.body.stateId }).returning(cityColumns);
      return reply.status(201).send(ok(created, "City added successfully"));
    },
  );
  app.put<{ Params: { id: number }; Body: { name?: string; stateId?: number } }>(
    "/city/update/:id",
    { schema: s("Rename a city", { params: idParams, body: nameBody({ stateId: id }) }), preHandler: app.backOffice },
    async (request) => {
      const [updated] = await db
        .update(cities)
        .set({ name: requireName(request.body.name) })
        .where(eq(cities.id, request.params.id))
        .returning(cityColumns);
      if (!updated) throw notFound("City");
      return ok(updated, "City updated successfully");
    },
  );
  app.delete<{ Params: { id: number } }>(
    "/city/delete/:id",
    { schema: s("Delete a city", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      const deleted = await db.delete(cities).where(eq(cities.id, request.params.id)).returning({ id: cities.id });
      if (deleted.length === 0) throw notFound("City");
      return ok(null, "City Deleted successfully");
    },
  );
};
export default locations;
