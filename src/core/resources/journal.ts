import type { JournalEntity, JournalPage } from "../types";
import { injectResource, type ShopTag, type ShopTagType } from "./endpointKit";

export type { JournalEntity, JournalEntry, JournalPage } from "../types";

/** Entries per page of a record's history: a screenful, the rest behind "Show older". */
export const JOURNAL_PAGE_SIZE = 20;

export interface RecordJournalArgs {
  entity: JournalEntity;
  id: number;
}

/**
 * The cache tags a record of each journal entity has elsewhere (its resource module). A record's
 * history carries them too, so whatever reloads the record (its save, a status change, a bulk
 * action on its type) reloads its history with it, and no write needs to know the journal.
 */
const RECORD_TAG_TYPES: Readonly<Record<JournalEntity, readonly ShopTagType[]>> = {
  product: ["Product"],
  brand: ["Brand"],
  category: ["Category"],
  flavour: ["Color"],
  device: ["Tag"],
  nicotine: ["NicotineStrength"],
  order: ["Order"],
  user: ["Customer", "SalePerson"],
  admin: ["Admin"],
  discount: ["Discount"],
  banner: ["Banner"],
  faq: ["Faq"],
  shipping_service: ["ShippingService"],
  country: ["Country"],
  state: ["State"],
  city: ["City"],
  review: ["Review"],
  notification: [],
};

/** The record's own tags (those its resource module gives it), which its history carries too. */
export function recordTagsOf({ entity, id }: RecordJournalArgs): ShopTag[] {
  return RECORD_TAG_TYPES[entity].map((type) => ({ type, id }));
}

/**
 * The change journal (GET /journal, issue 33): one record's changes, newest first, a page at a
 * time; "Show older" asks for the next page, and a refetch asks again for every page shown (new
 * entries push older ones to later pages, so pages are never patched one by one).
 */
export const journalApi = injectResource((build) => ({
  recordJournal: build.infiniteQuery<JournalPage, RecordJournalArgs, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage, _allPages, lastPageParam) =>
        lastPage.page * lastPage.size < lastPage.total ? lastPageParam + 1 : undefined,
    },
    query: ({ queryArg, pageParam }) => ({
      url: "/journal",
      params: { entity: queryArg.entity, id: queryArg.id, page: pageParam, size: JOURNAL_PAGE_SIZE },
    }),
    providesTags: (_result, _error, args) => [
      { type: "Journal", id: `${args.entity}:${args.id}` },
      ...recordTagsOf(args),
    ],
  }),
}));

export const { useRecordJournalInfiniteQuery } = journalApi;
