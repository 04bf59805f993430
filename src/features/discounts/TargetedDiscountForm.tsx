import { DiscountEditor } from "./DiscountEditor";
import { ValueFields } from "./DiscountFields";
import { t } from "./messages";
import { TargetPicker } from "./TargetPicker";

/** /discount/product: a discount on one product, a category or a brand (`?id=` edits one). */
export function TargetedDiscountForm() {
  return (
    <DiscountEditor kind="targeted" titles={{ add: t("addProductDiscount"), edit: t("editProductDiscount") }}>
      {(form) => (
        <>
          <TargetPicker form={form} />
          <ValueFields form={form} />
        </>
      )}
    </DiscountEditor>
  );
}
