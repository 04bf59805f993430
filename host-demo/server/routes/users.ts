import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { notFoundRefusals, selectedIds, sendBulk } from "../lib/http/bulk.js";
import { conflict, isReferenced, notFound, ok } from "../lib/http/http.js";
import {
  customerOrders,
  deleteCustomers,
  deleteUser,
  findUser,
  listCustomers,
  matchingCustomerIds,
  userType,
} from "../repositories/users.js";
import { bulkSchemas } from "../schemas/bulk.js";
import { deleteUserSchema, listUsersSchema, userByIdSchema, userOrdersSchema } from "../schemas/users.js";

/**
 * Customers (admin users: routes/auth/admins.ts). Deleting a customer who has orders is refused (409): orders are
 * accounting history. Their addresses go with them (cascade).
 */
const usersRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;

  app.get("/users", { schema: listUsersSchema, preHandler: app.backOffice }, async () =>
    ok(await listCustomers(db), "Users"),
  );

  app.get("/user/byid/:id", { schema: userByIdSchema, preHandler: app.backOffice }, async (request) => {
    const user = await findUser(db, request.params.id);
    if (!user) throw notFound("User");
    return ok(user, "User");
  });

  app.get("/user/orders/:id", { schema: userOrdersSchema, preHandler: app.backOffice }, async (request) => {
    const found = await customerOrders(db, request.params.id, request.query.limit ?? 5);
    if (!found) throw notFound("User");
    return ok(found, "User orders");
  });

  app.delete("/user/delete/:id", { schema: deleteUserSchema, preHandler: app.backOffice }, async (request) => {
    const type = await userType(db, request.params.id);
    if (type !== "USER" && type !== "SALEPERSON") throw notFound("User");
    try {
      await deleteUser(db, request.params.id);
    } catch (error) {
      if (isReferenced(error)) throw conflict("This user has orders; orders are kept, so the user cannot be deleted.");
      throw error;
    }
    return ok(null, "User deleted successfully");
  });

  // Customers only (the customers list's rows): one with orders is refused, naming how many.
  app.post(
    "/users/bulk-delete",
    { schema: bulkSchemas.users, preHandler: app.backOffice, config: { journal: "per-batch" } },
    async (request, reply) => {
      const ids = await selectedIds(request.body, (filter) => matchingCustomerIds(db, filter));
      return sendBulk({
        app,
        request,
        reply,
        ids,
        noun: ["customer", "customers"],
        done: "deleted",
        apply: async (batch) => {
          const { deleted, kept, found } = await deleteCustomers(db, batch);
          const refused = kept.map((user) => {
            const count = Number(user.orders);
            const reason = user.type !== "USER" ? "Not a customer" : `Has ${count} order${count === 1 ? "" : "s"}`;
            return { id: user.id, label: user.name, reason };
          });
          return { changed: deleted, refused: [...refused, ...notFoundRefusals(batch, found)] };
        },
      });
    },
  );
};
export default usersRoutes;
