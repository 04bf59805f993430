import { Type, type Static } from "@sinclair/typebox";
import { Envelope, Id, IdParams, Name, operation, Ref, StringEnum } from "./common.js";

/** The lists a view can be saved for. */
export const VIEW_LISTS = ["orders", "products", "customers", "discounts", "reviews"] as const;
export const ViewList = StringEnum(VIEW_LISTS);
export type ViewListName = (typeof VIEW_LISTS)[number];

/** The most a view's state may weigh, as JSON text. */
export const MAX_VIEW_STATE_BYTES = 8 * 1024;

const key = Type.String({ minLength: 1, maxLength: 60 });

export const SavedViewState = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(
      Type.Object({}, { additionalProperties: Type.String({ maxLength: 200 }), description: "Filter name → value" }),
    ),
    sort: Type.Optional(
      Type.Object({ column: key, direction: StringEnum(["asc", "desc"]) }, { additionalProperties: false }),
    ),
    columns: Type.Optional(Type.Array(key, { maxItems: 60, description: "The visible columns, in order" })),
  },
  {
    $id: "SavedViewState",
    additionalProperties: false,
    description: "What a list shows: its search, filters, sort and visible columns (at most 8 KB as JSON)",
  },
);
export type ViewState = Static<typeof SavedViewState>;

export const SavedView = Type.Object(
  {
    id: Id,
    list: ViewList,
    name: Type.String(),
    state: Ref(SavedViewState),
    isDefault: Type.Boolean({ description: "Opened when the operator opens the list without a query" }),
  },
  { $id: "SavedView", description: "One of the signed-in operator's saved views of a list" },
);

const viewName = Name(80, 1);

export const listViewsSchema = operation({
  operationId: "listSavedViews",
  tag: "views",
  access: "backOffice",
  summary: "The signed-in operator's own saved views (of one list when `list` is given), by name",
  querystring: Type.Object({ list: Type.Optional(ViewList) }, { additionalProperties: false }),
  response: { 200: Envelope(Type.Array(Ref(SavedView))) },
});

export const createViewSchema = operation({
  operationId: "createSavedView",
  tag: "views",
  access: "backOffice",
  summary:
    "Saves a view of a list under a name (used once per list, case and spaces ignored); isDefault makes it the default",
  body: Type.Object(
    { list: ViewList, name: viewName, state: Ref(SavedViewState), isDefault: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 201: Envelope(Ref(SavedView)) },
  errors: [409],
});

export const updateViewSchema = operation({
  operationId: "updateSavedView",
  tag: "views",
  access: "backOffice",
  summary: "Renames a view, replaces its state, or makes it (or stops it being) the default",
  params: IdParams,
  body: Type.Object(
    {
      name: Type.Optional(viewName),
      state: Type.Optional(Ref(SavedViewState)),
      isDefault: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: { 200: Envelope(Ref(SavedView)) },
  errors: [404, 409],
});

export const deleteViewSchema = operation({
  operationId: "deleteSavedView",
  tag: "views",
  access: "backOffice",
  summary: "Deletes one of the operator's views",
  params: IdParams,
  response: { 200: Envelope(Type.Null()) },
  errors: [404],
});
