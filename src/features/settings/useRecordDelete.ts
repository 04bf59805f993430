import { errorMessageOf } from "../../core/api/apiError";
import { useDeleteConfirm } from "../../ui/useDeleteConfirm";
import { t } from "./messages";

/** Each list's delete texts (keys of the settings catalogue): the dialog's title, the success and failure notices. */
const DELETE_TEXTS = {
  Banner: { title: "deleteBannerTitle", deleted: "bannerDeleted", failed: "failedToDeleteBanner" },
  Faq: { title: "deleteFaqTitle", deleted: "faqDeleted", failed: "failedToDeleteFaq" },
  Shipping: { title: "deleteShippingTitle", deleted: "shippingDeleted", failed: "failedToDeleteShipping" },
} as const;

/** The journal's name for each list's records: what Undo restores (issue 33). */
const UNDO_ENTITY = { Banner: "banner", Faq: "faq", Shipping: "shipping_service" } as const;

/**
 * A settings list's Delete with its confirmation: "Are you sure you want to delete {name}?", and
 * a refusal gives the server's reason as an operator reads it. `remove` is the mutation's call;
 * `nameField` the field that names a record.
 */
export function useRecordDelete<Item extends { id: number }>(
  kind: keyof typeof DELETE_TEXTS,
  remove: (item: Item) => { unwrap: () => Promise<unknown> },
  nameField: { [Key in keyof Item]: Item[Key] extends string ? Key : never }[keyof Item],
) {
  const texts = DELETE_TEXTS[kind];
  const nameOf = (item: Item) => item[nameField] as string;
  return useDeleteConfirm<Item>({
    remove: (item) => remove(item).unwrap(),
    nameOf,
    title: t(texts.title),
    message: (item) => t("deleteConfirmText", { name: nameOf(item) }),
    deleted: t(texts.deleted),
    failed: t(texts.failed),
    detailOf: errorMessageOf,
    undo: (item) => ({ entity: UNDO_ENTITY[kind], recordId: item.id }),
  });
}
