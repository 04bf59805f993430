import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { notifications, users } from "../db/schema/index.js";
import { badRequest, ok } from "../lib/http.js";
import { notificationSchemas } from "../schemas/settings.js";

/**
 * Promotional notifications. The reference host delivers nothing: it records what was sent and
 * to how many customers of that business type (BOTH = all customers).
 */
const notificationRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.post(
    "/notification/promotional",
    { schema: notificationSchemas.send, preHandler: app.backOffice },
    async (request) => {
      const businessType = request.body.business_type || null;
      const title = request.body.title?.trim() ?? "";
      const text = request.body.body?.trim() ?? "";
      if (!businessType || !title || !text)
        throw badRequest("Please fill the required fields (business_type, title, body)");
      const audience =
        businessType === "BOTH"
          ? eq(users.user_type, "USER")
          : and(eq(users.user_type, "USER"), eq(users.bussiness_type, businessType));
      const [{ value }] = await db.select({ value: count() }).from(users).where(audience);
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
