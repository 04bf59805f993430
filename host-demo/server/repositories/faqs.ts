import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { faqs } from "../db/schema/index.js";
import { atVersion } from "../lib/records/versions.js";

type FaqChanges = Partial<Pick<typeof faqs.$inferInsert, "status" | "question" | "answer">>;

/** Every FAQ, newest first. */
export const listFaqs = (db: Db) => db.select().from(faqs).orderBy(desc(faqs.created_at), desc(faqs.id));

/** One FAQ, or undefined. */
export async function findFaq(db: Db, id: number) {
  const [faq] = await db.select().from(faqs).where(eq(faqs.id, id));
  return faq;
}

/** Adds a FAQ; answers its row. */
export async function createFaq(db: Db, values: { question: string; answer: string }) {
  const [created] = await db.insert(faqs).values(values).returning();
  return created;
}

/** Changes a FAQ, only at `version` when one is given (the If-Match); undefined when no row matched. */
export async function updateFaq(db: Db, id: number, changes: FaqChanges, version: number | undefined) {
  const [updated] = await db
    .update(faqs)
    .set(changes)
    .where(and(eq(faqs.id, id), atVersion(faqs.version, version)))
    .returning();
  return updated;
}

/** Deletes a FAQ; false when there is no such FAQ. */
export async function deleteFaq(db: Db, id: number) {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return deleted.length > 0;
}
