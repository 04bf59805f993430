/** The tags a list provides: its LIST tag and one per record, so a record's save reaches the list. */
export const listTags = <T extends string>(type: T, items: readonly { id: number }[] | undefined) => [
  { type, id: "LIST" as const },
  ...(items ?? []).map((item) => ({ type, id: item.id })),
];

/** The server's answer to a save may show in every list naming the record (banners, discounts). */
export const NAMED_IN = [
  { type: "Banner", id: "LIST" },
  { type: "Discount", id: "LIST" },
] as const;
