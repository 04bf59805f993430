import { DiscountEditor } from "./DiscountEditor";
import { MinOrderField } from "./DiscountFields";
import { t } from "./messages";

/** /discount/shiping (the spec's path): free shipping for orders from a minimum order price. */
export function FreeShippingForm() {
  return (
    <DiscountEditor kind="shipping" titles={{ add: t("addShipping"), edit: t("editShipping") }}>
      {(form) => <MinOrderField form={form} />}
    </DiscountEditor>
  );
}
