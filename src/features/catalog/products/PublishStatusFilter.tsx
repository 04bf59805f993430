import { t } from "../messages";
import type { ProductStatus } from "../../../core/types";
import { NativeSelect } from "../../../ui/NativeSelect";

/** The products lists' one-of-two filter: Publish = PUBLISHED, Draft = DRAFT. */
export function PublishStatusFilter({
  value,
  onChange,
}: {
  value: ProductStatus;
  onChange: (status: ProductStatus) => void;
}) {
  return (
    <NativeSelect<ProductStatus>
      label={t("statusFilter")}
      hideLabel
      options={[
        { value: "PUBLISHED", label: t("statusPublish") },
        { value: "DRAFT", label: t("statusDraft") },
      ]}
      value={value}
      onChange={(status) => onChange(status ?? "PUBLISHED")}
    />
  );
}
