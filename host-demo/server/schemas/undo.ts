import { Type } from "@sinclair/typebox";
import { Envelope, Id, operation, Ref, StringEnum } from "./common.js";
import { JOURNAL_ENTITIES } from "./journal.js";

/** What an undo brought back: the deleted record first, then what had been deleted with it. */
export const UndoResult = Type.Object(
  {
    restored: Type.Array(Type.Object({ entity: StringEnum(JOURNAL_ENTITIES), recordId: Id })),
  },
  { $id: "UndoResult", description: "The records restored by an undo, the deleted record first" },
);

export const undoSchema = operation({
  operationId: "undoDelete",
  tag: "journal",
  access: "backOffice",
  summary:
    "Undoes a delete from its journal entry: the record comes back with the same id, with the banners, reviews, states or cities deleted with it and a product's images and attribute links. Brands, categories, products, discounts (their delete is the status change to DISABLED), banners, FAQs, shipping services, countries, states and cities. Only the admin who deleted it or a SUPER_ADMIN may undo, within 5 minutes of the delete, once. 409 says why it cannot (a record uses its name now, its parent was deleted, too old, already undone)",
  params: Type.Object(
    {
      id: Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: "The journal entry of the delete",
      }),
    },
    { additionalProperties: false },
  ),
  errors: [404, 409],
  response: { 200: Envelope(Ref(UndoResult)) },
});
