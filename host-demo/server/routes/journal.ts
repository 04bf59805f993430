import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, ok } from "../lib/http/http.js";
import { journalPage } from "../repositories/journal.js";
import { journalSchema } from "../schemas/journal.js";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A query's moment as an instant, as text for PostgreSQL. `from` is where the range starts (a day:
 * its 00:00 UTC); `to` is returned as the first instant after the range, so both a `to` day (its
 * whole day) and a `to` instant (itself, to the millisecond) are included.
 */
function bound(value: string, field: "from" | "to"): string {
  const day = DAY.test(value);
  const moment = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(moment.getTime())) throw badRequest(`Invalid querystring.${field}: not a date`);
  if (field === "to") {
    if (day) moment.setUTCDate(moment.getUTCDate() + 1);
    else moment.setTime(moment.getTime() + 1);
  }
  // PostgreSQL reads four-digit years from 1: year 0, or a bound past 9999 ("+010000-…"), is refused here.
  const year = moment.getUTCFullYear();
  if (year < 1 || year > 9999) throw badRequest(`Invalid querystring.${field}: outside the years 0001 to 9999`);
  return moment.toISOString();
}

/**
 * GET /journal: the change journal (migration 014, lib/journal/journal.ts), newest first, by page. An
 * ADMIN reads every record's changes but not the admin accounts'; a SUPER_ADMIN reads all.
 */
const journalRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/journal", { schema: journalSchema, preHandler: app.backOffice }, async (request) => {
    const { page = 1, size = 50, entity, id, actor, from, to } = request.query;
    const filter = {
      superAdmin: request.auth!.role === "SUPER_ADMIN",
      entity,
      id,
      actor,
      from: from === undefined ? undefined : bound(from, "from"),
      to: to === undefined ? undefined : bound(to, "to"),
    };
    const { entries, total } = await journalPage(db, filter, page, size);
    return ok({ entries, total, page, size }, "Journal");
  });
};
export default journalRoutes;
