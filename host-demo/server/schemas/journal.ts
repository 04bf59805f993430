import { Type, type Static } from "@sinclair/typebox";
import { Envelope, Id, Nullable, operation, Ref, StringEnum, Timestamp } from "./common.js";

/** What the journal calls the records it follows (migration 014); "admin" is an admin account. */
export const JOURNAL_ENTITIES = [
  "product",
  "brand",
  "category",
  "flavour",
  "device",
  "nicotine",
  "order",
  "user",
  "admin",
  "discount",
  "banner",
  "faq",
  "shipping_service",
  "country",
  "state",
  "city",
  "review",
  "notification",
] as const;
export type JournalEntity = (typeof JOURNAL_ENTITIES)[number];

export const JOURNAL_ACTIONS = ["create", "update", "status", "delete"] as const;

export const JournalEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    at: Timestamp,
    actor: Type.Object({
      id: Nullable(Id),
      name: Type.String({ description: "The admin's full name when the change was made" }),
    }),
    entity: StringEnum(JOURNAL_ENTITIES),
    recordId: Id,
    action: StringEnum(JOURNAL_ACTIONS, {
      description: "status: only the status changed (an order confirmed, a banner switched off)",
    }),
    changes: Type.Record(
      Type.String(),
      Type.Object({
        before: Type.Unknown({ description: "null on a create" }),
        after: Type.Unknown({ description: "null on a delete" }),
      }),
      {
        description:
          "The fields that changed, by column name, with their values before and after (every field on a create or a delete). Passwords, tokens, hashes and sessions are never included",
      },
    ),
  },
  { $id: "JournalEntry", description: "One change of one record, made by an admin through the API" },
);

export const JournalPage = Type.Object(
  {
    entries: Type.Array(Ref(JournalEntry)),
    total: Type.Integer({ minimum: 0, description: "Entries matching every filter" }),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
  },
  { $id: "JournalPage", description: "One page of the change journal, newest first" },
);

/** A day (its whole day, UTC) or an instant (ISO 8601 with a zone). */
const Moment = Type.String({
  pattern: "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
  description: "A day YYYY-MM-DD (UTC, inclusive) or an instant such as 2026-11-27T10:00:00Z",
});

const journalQuery = Type.Object(
  {
    entity: Type.Optional(StringEnum(JOURNAL_ENTITIES)),
    id: Type.Optional(Id),
    actor: Type.Optional(Type.Unsafe<number>({ ...Id, description: "The admin who made the changes" })),
    from: Type.Optional(Moment),
    to: Type.Optional(Moment),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type JournalQuery = Static<typeof journalQuery>;

export const journalSchema = operation({
  operationId: "listJournal",
  tag: "journal",
  access: "backOffice",
  summary:
    "The change journal, newest first: who changed which record, when, and each field's before and after. A SUPER_ADMIN sees every entry; an ADMIN sees every entry but the admin accounts' (entity admin)",
  querystring: journalQuery,
  response: { 200: Envelope(Ref(JournalPage)) },
});
