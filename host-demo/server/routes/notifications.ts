import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { notifications, users } from "../db/schema/index.js";
import { badRequest, ok } from "../lib/http/http.js";
import { notificationSchemas } from "../schemas/settings.js";

/**
 * Promotional notifications. The reference host delivers nothing: it records what was sent and
 * to how many customers of that business type (BOTH = all customers).
 */
const notificationRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  /** Customers a promotion to this business type reaches (BOTH = every customer). */
  const audienceOf = (businessType: "B2B" | "B2C" | "BOTH") =>
    businessType === "BOTH"
      ? eq(users.user_type, "USER")
      : and(eq(users.user_type, "USER"), eq(users.bussiness_type, businessType));
  const reachOf = async (businessType: "B2B" | "B2C" | "BOTH") => {
    const [{ value }] = await db.select({ value: count() }).from(users).where(audienceOf(businessType));
    return value;
  };

  app.get(
    "/notification/promotional/reach",
    { schema: notificationSchemas.reach, preHandler: app.backOffice },
    async (request) => {
      const businessType = request.query.business_type;
      return ok({ business_type: businessType, customers: await reachOf(businessType) }, "Promotion reach");
    },
  );
  app.post(
    "/notification/promotional",
    { schema: notificationSchemas.send, preHandler: app.backOffice },
    async (request) => {
      const businessType = request.body.business_type || null;
      const title = request.body.title?.trim() ?? "";
      const text = request.body.body?.trim() ?? "";
      if (!businessType || !title || !text)
        throw badRequest("Please fill the required fields (business_type, title, body)");
      const value = await reachOf(businessType);
      const [sent] = await db
        .insert(notifications)
        .values({ business_type: businessType, title, body: text, recipients: value, sent_by: request.auth!.userId })
        .returning();
      return ok(sent, "Promotion notification sent successfully.");
    },
  );
  app.get("/notifications", { schema: notificationSchemas.list, preHandler: app.backOffice }, async () =>
    ok(
      await db.select().from(notifications).orderBy(desc(notifications.created_at), desc(notifications.id)),
      "Notifications",
    ),
  );
};
export default notificationRoutes;
