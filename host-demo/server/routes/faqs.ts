import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { faqs } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { missedUpdate, sameVersion } from "../lib/records/versions.js";
import { faqSchemas } from "../schemas/settings.js";

/** FAQs: create, toggle ACTIVE/INACTIVE (and edit), delete. */
const faqRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/faqs/all", { schema: faqSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await db.select().from(faqs).orderBy(desc(faqs.created_at), desc(faqs.id)), "FAQs"),
  );
  app.post("/faq/create", { schema: faqSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const question = request.body.question?.trim() ?? "";
    const answer = request.body.answer?.trim() ?? "";
    if (!question || !answer) throw badRequest("Please fill the required fields (question, answer)");
    const [created] = await db.insert(faqs).values({ question, answer }).returning();
    // Returned, not sent: a journaled write answers after its commit (plugins/journal.ts).
    reply.status(201);
    return ok(created, "FAQ created successfully");
  });
  app.put("/faqs/update/:id", { schema: faqSchemas.update, preHandler: app.backOffice }, async (request) => {
    const { status, question, answer } = request.body;
    if (question !== undefined && !question.trim()) throw badRequest("question cannot be empty");
    if (answer !== undefined && !answer.trim()) throw badRequest("answer cannot be empty");
    const changes = {
      ...(status ? { status } : {}),
      ...(question ? { question: question.trim() } : {}),
      ...(answer ? { answer: answer.trim() } : {}),
    };
    if (Object.keys(changes).length === 0) throw badRequest("Nothing to update: send status, question or answer");
    const [updated] = await db
      .update(faqs)
      .set(changes)
      .where(and(eq(faqs.id, request.params.id), sameVersion(request, faqs.version)))
      .returning();
    if (!updated) {
      return missedUpdate(
        request,
        "FAQ",
        async () => (await db.select().from(faqs).where(eq(faqs.id, request.params.id)))[0],
      );
    }
    return ok(updated, "FAQ updated successfully");
  });
  app.delete("/faq/delete/:id", { schema: faqSchemas.remove, preHandler: app.backOffice }, async (request) => {
    const deleted = await db.delete(faqs).where(eq(faqs.id, request.params.id)).returning({ id: faqs.id });
    if (deleted.length === 0) throw notFound("FAQ");
    return ok(null, "FAQ deleted successfully");
  });
};
export default faqRoutes;
