import { useCallback, useId } from "react";
import { brandsApi } from "../../core/resources/brands";
import { categoriesApi } from "../../core/resources/categories";
import { productsApi } from "../../core/resources/products";
import { useShopDispatch } from "../../core/store";
import { SearchSelect } from "../../ui/SearchSelect";
import type { SelectOption } from "../../ui/Select";
import { Fieldset, RadioRow, type FormApi } from "./DiscountFields";
import type { TargetKind } from "./discountForm";
import { t } from "./messages";

const KINDS: { kind: TargetKind; label: "targetProduct" | "targetCategory" | "targetBrand" }[] = [
  { kind: "PRODUCT", label: "targetProduct" },
  { kind: "CATEGORY", label: "targetCategory" },
  { kind: "BRAND", label: "targetBrand" },
];
const PICKER_LABELS = { PRODUCT: "chooseProduct", CATEGORY: "chooseCategory", BRAND: "chooseBrand" } as const;
const MAX_OPTIONS = 20;

const matches = (name: string, text: string) => name.toLowerCase().includes(text.toLowerCase());

/**
 * Product, category or brand, then the target itself in a picker that asks as the operator types:
 * products by name on the server, 20 at a time (100,000 products never load whole); brands and
 * categories are few, loaded once and filtered here.
 */
export function TargetPicker({ form }: { form: FormApi }) {
  const dispatch = useShopDispatch();
  const { targetKind } = form.values;
  const loadOptions = useCallback(
    async (text: string): Promise<SelectOption<number>[]> => {
      if (targetKind === "PRODUCT") {
        const page = await dispatch(
          productsApi.endpoints.products.initiate({ page: 1, limit: MAX_OPTIONS, search: text }, { subscribe: false }),
        ).unwrap();
        return page.products.map((product) => ({ value: product.id, label: product.product_name }));
      }
      if (targetKind === "BRAND") {
        const brands = await dispatch(brandsApi.endpoints.brands.initiate(undefined, { subscribe: false })).unwrap();
        return brands
          .filter((brand) => matches(brand.brand_name, text))
          .slice(0, MAX_OPTIONS)
          .map((brand) => ({ value: brand.id, label: brand.brand_name }));
      }
      const categories = await dispatch(
        categoriesApi.endpoints.categories.initiate(undefined, { subscribe: false }),
      ).unwrap();
      return categories
        .filter((category) => matches(category.category_name, text))
        .slice(0, MAX_OPTIONS)
        .map((category) => ({ value: category.id, label: category.category_name }));
    },
    [dispatch, targetKind],
  );
  const errorId = useId();
  return (
    <Fieldset>
      <legend>{t("appliesToLegend")}</legend>
      <RadioRow role="radiogroup" aria-label={t("targetKindLabel")}>
        {KINDS.map(({ kind, label }) => (
          <label key={kind}>
            <input
              type="radio"
              name="target-kind"
              checked={targetKind === kind}
              onChange={() => form.set({ targetKind: kind, target: null })}
            />
            {t(label)}
          </label>
        ))}
      </RadioRow>
      <div style={{ marginBottom: 14 }}>
        <SearchSelect<number>
          label={t(PICKER_LABELS[targetKind])}
          cacheKey={targetKind}
          loadOptions={loadOptions}
          value={form.values.target}
          onChange={(target) => form.set({ target })}
          placeholder={t("typeToSearch")}
          noOptionsText={(text) => t("nothingFound", { text })}
          aria-invalid={form.errors.target ? true : undefined}
          aria-describedby={form.errors.target ? errorId : undefined}
        />
        {form.errors.target ? (
          <p id={errorId} style={{ margin: "6px 0 0", color: "var(--shop-danger, #b42318)", fontSize: 13 }}>
            {form.errors.target}
          </p>
        ) : null}
      </div>
    </Fieldset>
  );
}
