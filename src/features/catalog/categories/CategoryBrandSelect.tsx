import { lazy, Suspense } from "react";
import { t } from "../messages";
import type { Brand } from "../../../core/types";
import { Skeleton } from "../../../ui/States";
import { FieldError } from "../../../ui/TextField";
import { errorMessageOf } from "../shared/catalogErrors";

// react-select loads with the first screen that shows a brand picker (/categories and the
// general category form), not with the brand grid an embedded <shop-catalog> opens on.
const Select = lazy(() => import("../../../ui/Select").then((module) => ({ default: module.Select<number> })));

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
      <Suspense fallback={<Skeleton $width="180px" $height={40} />}>
        <Select
          label={label}
          hideLabel={hideLabel}
          placeholder={t("selectBrand")}
          options={(brands ?? []).map((brand) => ({ value: brand.id, label: brand.brand_name }))}
          value={value}
          onChange={onChange}
          isClearable
        />
      </Suspense>
      {error ? (
        <FieldError role="alert">
          {t("errorFetchingBrands")}: {errorMessageOf(error)}
        </FieldError>
      ) : null}
    </div>
  );
}
