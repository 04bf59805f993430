import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, ok } from "../lib/http/http.js";
import { listNotifications, reachOf, recordNotification } from "../repositories/notifications.js";
import { notificationSchemas } from "../schemas/settings.js";

/**
 * Promotional notifications. The reference host delivers nothing: it records what was sent and
 * to how many customers of that business type (BOTH = all customers).
 */
const notificationRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get(
    "/notification/promotional/reach",
    { schema: notificationSchemas.reach, preHandler: app.backOffice },
    async (request) => {
      const businessType = request.query.business_type;
      return ok({ business_type: businessType, customers: await reachOf(db, businessType) }, "Promotion reach");
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
      const value = await reachOf(db, businessType);
      const sent = await recordNotification(db, {
        business_type: businessType,
        title,
        body: text,
        recipients: value,
        sent_by: request.auth!.userId,
      });
      return ok(sent, "Promotion notification sent successfully.");
    },
  );
  app.get("/notifications", { schema: notificationSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listNotifications(db), "Notifications"),
  );
};
export default notificationRoutes;
