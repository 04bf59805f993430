import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppOptions } from "../options.js";
import { badRequest, notFound, ok } from "../lib/http/http.js";
import { ifMatchVersion, missedUpdate } from "../lib/records/versions.js";
import { createFaq, deleteFaq, findFaq, listFaqs, updateFaq } from "../repositories/faqs.js";
import { faqSchemas } from "../schemas/settings.js";

/** FAQs: create, toggle ACTIVE/INACTIVE (and edit), delete. */
const faqRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app) => {
  const db = app.database.db;
  app.get("/faqs/all", { schema: faqSchemas.list, preHandler: app.backOffice }, async () =>
    ok(await listFaqs(db), "FAQs"),
  );
  app.post("/faq/create", { schema: faqSchemas.create, preHandler: app.backOffice }, async (request, reply) => {
    const question = request.body.question?.trim() ?? "";
    const answer = request.body.answer?.trim() ?? "";
    if (!question || !answer) throw badRequest("Please fill the required fields (question, answer)");
    const created = await createFaq(db, { question, answer });
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
    const { id } = request.params;
    const updated = await updateFaq(db, id, changes, ifMatchVersion(request));
    if (!updated) return missedUpdate(request, "FAQ", () => findFaq(db, id));
    return ok(updated, "FAQ updated successfully");
  });
  app.delete("/faq/delete/:id", { schema: faqSchemas.remove, preHandler: app.backOffice }, async (request) => {
    if (!(await deleteFaq(db, request.params.id))) throw notFound("FAQ");
    return ok(null, "FAQ deleted successfully");
  });
};
export default faqRoutes;
