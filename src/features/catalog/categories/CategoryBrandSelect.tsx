import { t } from "../messages";
import type { Brand } from "../../../core/types";
import { lazyPart } from "../../../ui/lazyPart";
import { Skeleton } from "../../../ui/States";
import { FieldError } from "../../../ui/TextField";
import { errorMessageOf } from "../shared/catalogErrors";

// react-select loads with the first screen that shows a brand picker (/categories and the
// general category form), not with the brand grid an embedded <shop-catalog> opens on.
const Select = lazyPart(() => import("../../../ui/Select").then((module) => module.Select<number>));

/** A brand picker over the loaded brand list; a placeholder of its size holds the place while it loads. */
export function LazyBrandSelect({
  label,
  hideLabel = false,
  brands,
  error,
  value,
  onChange,
}: {
  label: string;
  hideLabel?: boolean;
  brands: Brand[] | undefined;
  error: unknown;
  value: number | null;
  onChange: (brandId: number | null) => void;
}) {
  return (
    <div>
      <Select
        fallback={<Skeleton $width="180px" $height={40} />}
        label={label}
        hideLabel={hideLabel}
        placeholder={t("selectBrand")}
        options={(brands ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
        value={value}
        onChange={onChange}
        isClearable
      />
      {error ? (
        <FieldError role="alert">
          {t("errorFetchingBrands")}: {errorMessageOf(error)}
        </FieldError>
      ) : null}
    </div>
  );
}
