import { skipToken } from "@reduxjs/toolkit/query";
import { useRecordJournalInfiniteQuery } from "./resources/journal";
import { useOrderByIdQuery } from "./resources/orders";
import type { JournalEntity } from "./types";

/**
 * What a record's history shows (ui/HistoryTimeline): its journal, a page at a time, and for an
 * order when it was placed (customers place orders outside the back office, so the journal has
 * no entry for it).
 */
export function useRecordHistory(entity: JournalEntity, recordId: number) {
  const journal = useRecordJournalInfiniteQuery({ entity, id: recordId });
  // The order detail has this order in the cache already; the element asks for it once.
  const placedAt = useOrderByIdQuery(entity === "order" ? recordId : skipToken).data?.created_at;
  return { journal, placedAt };
}
