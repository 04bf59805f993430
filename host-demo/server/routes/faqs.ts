import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";
import { faqs } from "../db/schema/index.js";
import { badRequest, notFound, ok } from "../lib/http.js";
import { faqBody, faqUpdateBody, idParams, tagged } from "../schemas/settings.js";

/** FAQs: create, toggle ACTIVE/INACTIVE (and edit), delete. */
const faqRoutes: FastifyPluginAsync<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/faqs/all", { schema: tagged("faqs", "Every FAQ"), preHandler: app.backOffice }, async () =>
    ok(await db.select().from(faqs).orderBy(desc(faqs.created_at), desc(faqs.id)), "FAQs"),
  );
  app.post<{ Body: { question?: string; answer?: string } }>(
    "/faq/create",
    {
      schema: tagged("faqs", "Add a FAQ (question and answer required)", { body: faqBody }),
      preHandler: app.backOffice,
    },
    async (request, reply) => {
      const question = request.body.question?.trim() ?? "";
      const answer = request.body.answer?.trim() ?? "";
      if (!question || !answer) throw badRequest("Please fill the required fields (question, answer)");
      const [created] = await db.insert(faqs).values({ question, answer }).returning();
      return reply.status(201).send(ok(created, "FAQ created successfully"));
    },
  );
  app.put<{ Params: { id: number }; Body: { status?: "ACTIVE" | "INACTIVE"; question?: string; answer?: string } }>(
    "/faqs/update/:id",
    {
      schema: tagged("faqs", "Change a FAQ's status (and text)", { params: idParams, body: faqUpdateBody }),
      preHandler: app.backOffice,
    },
    async (request) => {
      const { status, question, answer } = request.body;
      if (question !== undefined && !question.trim()) throw badRequest("question cannot be empty");
      if (answer !== undefined && !answer.trim()) throw badRequest("answer cannot be empty");
      const changes = {
        ...(status ? { status } : {}),
        ...(question ? { question: question.trim() } : {}),
        ...(answer ? { answer: answer.trim() } : {}),
      };
      if (Object.keys(changes).length === 0) throw badRequest("Nothing to update: send status, question or answer");
      const [updated] = await db.update(faqs).set(changes).where(eq(faqs.id, request.params.id)).returning();
      if (!updated) throw notFound("FAQ");
      return ok(updated, "FAQ updated successfully");
    },
  );
  app.delete<{ Params: { id: number } }>(
    "/faq/delete/:id",
    { schema: tagged("faqs", "Delete a FAQ", { params: idParams }), preHandler: app.backOffice },
    async (request) => {
      const deleted = await db.delete(faqs).where(eq(faqs.id, request.params.id)).returning({ id: faqs.id });
      if (deleted.length === 0) throw notFound("FAQ");
      return ok(null, "FAQ deleted successfully");
    },
  );
};
export default faqRoutes;
