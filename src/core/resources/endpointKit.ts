import type { EndpointDefinitions } from "@reduxjs/toolkit/query";
import type { operations } from "../api/contract.generated";
import { shopApi } from "../api/shopApi";

/**
 * The endpoint shapes every resource repeats (a list, a record by id, create/update/delete with the
 * tags they invalidate), stated once. A resource module names its endpoints and its URLs and says
 * which tags a change reaches; `build.query<Result, Arg>(…)` around each keeps the endpoint's types.
 */

/** The JSON body an operation of the contract takes (each field as the contract types it). */
export type BodyOf<Operation extends keyof operations> = NonNullable<
  operations[Operation]["requestBody"]
>["content"]["application/json"];

type ShopApi = typeof shopApi;
/** The `build` an endpoints factory of the one shopApi is handed. */
export type ShopBuild = Parameters<Parameters<ShopApi["injectEndpoints"]>[0]["endpoints"]>[0];
/** A cache tag of shopApi: a declared tag type, or `{ type, id }`. */
export type ShopTag = NonNullable<Parameters<ShopApi["util"]["invalidateTags"]>[0][number]>;
export type ShopTagType = Extract<ShopTag, string>;

/** Injects one resource's endpoints; a name registered twice throws rather than replacing the first. */
export const injectResource = <Definitions extends EndpointDefinitions>(endpoints: (build: ShopBuild) => Definitions) =>
  shopApi.injectEndpoints({ overrideExisting: "throw", endpoints });

/** The tag every list of a type carries: any create or delete of that type asks the lists again. */
export const LIST = <Type extends ShopTagType>(type: Type) => ({ type, id: "LIST" as const });

/** A record's own tag and its type's lists: what a rename or delete reaches. */
export const recordTags = <Type extends ShopTagType>(type: Type, id: number) => [{ type, id }, LIST(type)];

/** The tags a list provides: its LIST tag and one per record, so a record's save reaches the list. */
export const listTags = <Type extends ShopTagType>(type: Type, items: readonly { id: number }[] | undefined) => [
  LIST(type),
  ...(items ?? []).map((item) => ({ type, id: item.id })),
];

/** The server's answer to a save may show in every list naming the record (banners, discounts). */
export const NAMED_IN = [LIST("Banner"), LIST("Discount")] as const;

/** A fixed URL, or one built from the call's argument (a parent's id). */
type Url<Arg> = string | ((arg: Arg) => string);
const urlFor = <Arg>(url: Url<Arg>, arg: Arg) => (typeof url === "string" ? url : url(arg));

/** GET a whole list (of everything, or of one parent given as the argument), tagged by listTags. */
const listQuery = <Type extends ShopTagType, Arg = void>(type: Type, url: Url<Arg>) => ({
  query: (arg: Arg) => urlFor(url, arg),
  providesTags: (result: readonly { id: number }[] | undefined) => listTags(type, result),
});

/** GET one record by id, tagged with its id. */
const recordQuery = <Type extends ShopTagType>(type: Type, url: (id: number) => string) => ({
  query: url,
  providesTags: (_result: unknown, _error: unknown, id: number) => [{ type, id }],
});

type Invalidates<Arg> = readonly ShopTag[] | ((arg: Arg) => readonly ShopTag[]);

/**
 * `settled: "always"` drops the tags whether the call succeeded or not (a refused delete or rename
 * asks again, so a record changed elsewhere shows as it is); `"success"` only when it succeeded.
 */
export interface InvalidateWhen {
  settled?: "always" | "success";
}

const invalidating =
  <Arg>(tags: Invalidates<Arg>, { settled = "always" }: InvalidateWhen = {}) =>
  (_result: unknown, error: unknown, arg: Arg): readonly ShopTag[] =>
    settled === "success" && error ? [] : typeof tags === "function" ? tags(arg) : tags;

/** POST the argument as the body to a fixed URL. */
const createMutation = <Body>(url: string, tags: Invalidates<Body>, when?: InvalidateWhen) => ({
  query: (body: Body) => ({ url, method: "POST", body }),
  invalidatesTags: invalidating(tags, when),
});

/**
 * An update's argument: the record's id, the body, and the version the form was opened with
 * (issue 33): sent as `If-Match`, so a record changed meanwhile is refused (412) rather than overwritten.
 */
export interface UpdateArg<Body> {
  id: number;
  body: Body;
  version?: number;
}

/** The If-Match header naming a version (the ETag the server answered), or none without one. */
export const ifMatch = (version: number | undefined): { headers?: Record<string, string> } =>
  version === undefined ? {} : { headers: { "If-Match": `"${version}"` } };

/** PUT `{ id, body }`'s body to `${prefix}${id}` (If-Match its version); the tags are those of the record's id. */
const updateMutation = <Body>(prefix: string, tags: (id: number) => readonly ShopTag[], when?: InvalidateWhen) => ({
  query: ({ id, body, version }: UpdateArg<Body>) => ({
    url: `${prefix}${id}`,
    method: "PUT",
    body,
    ...ifMatch(version),
  }),
  invalidatesTags: invalidating(({ id }: { id: number }) => tags(id), when),
});

/** DELETE `${prefix}${id}`; the tags are those of the deleted id. */
const deleteMutation = (prefix: string, tags: Invalidates<number>, when?: InvalidateWhen) => ({
  query: (id: number) => ({ url: `${prefix}${id}`, method: "DELETE" }),
  invalidatesTags: invalidating(tags, when),
});

/** The builders, by what they declare: `build.query<Brand[], void>(endpoint.list("Brand", "/brand/get"))`. */
export const endpoint = {
  list: listQuery,
  record: recordQuery,
  create: createMutation,
  update: updateMutation,
  remove: deleteMutation,
};
