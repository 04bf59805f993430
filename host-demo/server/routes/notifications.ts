import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { notifications, users } from "../db/schema/index.js";
import { badRequest, ok } from "../lib/http.js";
import { promotionBody, tagged } from "../schemas/settings.js";

/**
 * Promotional notifications. The reference host delivers nothing: it records what was sent and
 * to how many customers of that business type (BOTH = all customers).
 */
const notificationRoutes: FastifyPluginAsync<AppOptions> = async (app) => {
  const db = app.database.db;
  app.post<{ Body: { business_type?: "B2B" | "B2C" | "BOTH" | ""; title?: string; body?: string } }>(
    "/notification/promotional",
    {
      schema: tagged("notifications", "Send a promotional notification to B2B, B2C or BOTH", { body: promotionBody }),
      preHandler: app.backOffice,
    },
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
  app.get(
    "/notifications",
    { schema: tagged("notifications", "Sent promotional notifications (addition)"), preHandler: app.backOffice },
    async () =>
      ok(
        await db.select().from(notifications).orderBy(desc(notifications.created_at), desc(notifications.id)),
        "Notifications",
      ),
  );
};
export default notificationRoutes;
