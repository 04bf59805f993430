/**
 * Entity and answer types of the API (spec sections 3 and 7), named for the client. Every shape
 * comes from the server's contract: `api/contract.generated.ts` is generated from the OpenAPI
 * document that the server's route schemas produce (`npm run contract:write`), and CI fails when
 * it is stale. Field names are the API's (`bussiness_type` included).
 */
import type { components, operations } from "./api/contract.generated";

type Schemas = components["schemas"];
/** The JSON body a successful call of this operation answers (the whole envelope). */
type Answer<Id extends keyof operations, Status extends number = 200> =
  operations[Id]["responses"] extends Record<Status, { content: { "application/json": infer Body } }> ? Body : never;
/** The JSON body this operation accepts. */
type RequestBody<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { "application/json": infer Body } };
}
  ? Body
  : operations[Id] extends { requestBody?: { content: { "application/json": infer Body } } }
    ? Body
    : never;

/** An order line as the screens read it: the ids beside product, flavour and device repeat their `.id`. */
export type OrderItem = Omit<Schemas["OrderItem"], "product_id" | "flavour_id" | "device_id">;
/** An order as the list answers it; the order page's answer (OrderDetail) adds its lines. */
export type Order = Schemas["Order"] & { orderItems?: OrderItem[] };
export type OrderDetail = Schemas["OrderDetail"];
export type OrderUser = Order["user"];
export type OrderStatus = Order["order_status"];
/** One page of GET /admin/orders?page=…: its orders, the total and the count per status. */
export type OrderPage = Schemas["OrderPage"];
/** GET /admin/orders/counts: what a searched page leaves out, the count per status. */
export type OrderCounts = Schemas["OrderCounts"];

export type Account = Schemas["Account"];
export type AccountStatus = Account["account_status"];
export type UserType = Account["user_type"];
export type BusinessType = NonNullable<Account["bussiness_type"]>;
export type User = Schemas["User"];
export type Address = Schemas["Address"];
/** Who is signed in: the sign-in answer's body; `GET /user` answers a superset (an Account). */
export type CurrentUser = Schemas["SignedInUser"];
/** The sign-in answer: the token beside the envelope's body. */
export type SignInResponse = Answer<"signIn">;

export type DashboardTotals = Schemas["DashboardTotals"];
/** The overview's blocks: sales per day/week/month, orders waiting and low stock, best sellers. */
export type SalesTrend = Schemas["SalesTrend"];
export type SalesBucket = Schemas["SalesBucket"];
export type SalesGranularity = SalesTrend["granularity"];
export type Attention = Schemas["Attention"];
export type TopProducts = Schemas["TopProducts"];
export type TopProduct = Schemas["TopProduct"];
export type UploadedFile = Schemas["UploadedFile"];

export type Brand = Schemas["Brand"];
export type Category = Schemas["Category"];
export type Flavour = Schemas["Flavour"];
export type Device = Schemas["Device"];
export type Nicotine = Schemas["Nicotine"];
export type Product = Schemas["Product"];
export type ProductImage = Schemas["ProductImage"];
export type ProductStatus = Product["status"];
export type ProductPage = Schemas["ProductPage"];
/** What the product form sends: every field the server reads, each one set. */
export type ProductInput = Required<RequestBody<"createProduct">>;

export type SalePerson = Schemas["SalePerson"];
export type Discount = Schemas["Discount"];
export type AudienceType = Discount["user_type"];
export type Review = Schemas["Review"];
export type Banner = Schemas["Banner"];
export type Faq = Schemas["Faq"];
export type ActiveStatus = Faq["status"];
export type ShippingService = Schemas["ShippingService"];
export type Country = Schemas["Country"];
export type State = Schemas["State"];
export type City = Schemas["City"];
export type CountryContents = Schemas["CountryContents"];
export type PromotionNotification = Schemas["PromotionNotification"];

/** One change of the journal (issue 33): who changed which record, what, and when. */
export type JournalEntry = Schemas["JournalEntry"];
export type JournalPage = Schemas["JournalPage"];
/** What the journal calls a record's kind: "order", "product", "user" (a customer or sale person)… */
export type JournalEntity = JournalEntry["entity"];

/** An operator's saved view of a list (issue 32) and what it keeps: search, filters, sort, columns. */
export type SavedView = Schemas["SavedView"];
export type ViewState = Schemas["SavedViewState"];
export type ViewListName = SavedView["list"];

/** The records whose deletes can be undone (issue 33): the journal's names for them. */
export type UndoEntity =
  "brand" | "category" | "product" | "discount" | "banner" | "faq" | "shipping_service" | "country" | "state" | "city";

/** Which delete to undo: the record as the screen knew it. */
export interface UndoTarget {
  entity: UndoEntity;
  recordId: number;
}
