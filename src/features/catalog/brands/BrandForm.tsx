import { skipToken } from "@reduxjs/toolkit/query";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import type { Brand } from "../../../core/types";
import { useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation } from "../api";
import { NamedImageForm, namedImageConflictFields, type NamedImageValues } from "../shared/BrandCategoryForm";
import type { FieldErrors } from "../../../core/fieldErrors";
import { RecordLoadState } from "../../../ui/RecordLoadState";
import { errorMessageOf, isConflict } from "../shared/catalogErrors";
import { useFreshRecord } from "../../../ui/useFreshRecord";
import { useConflictReview } from "../../../ui/ConflictReview";
import { recordIdOf } from "../../../core/recordId";
import { FRESH_FROM_STARTER_SECONDS } from "../../../core/area";
import { catalogPaths } from "../../../core/paths";

/**
 * /add-brand (add) and /add-brand?id=12 (edit). The list passes the brand in navigation state;
 * opened by link or reloaded, the screen loads it by id. Returns to /brand after saving. A
 * failed create shows the server's reason and keeps the form: it does not sign out (docs/decisions.md,
 * "Only a refused token ends a session").
 */
export function BrandForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { brand?: Brand } | null)?.brand;
  const fromState = passed && passed.id === id ? passed : undefined;
  // The server's record is asked for on every visit (by the route's starter at the click, not again
  // when the form mounts): it replaces the passed one unless typing began.
  const loaded = useBrandQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const [createBrand] = useCreateBrandMutation();
  const [updateBrand] = useUpdateBrandMutation();
  const fresh = useFreshRecord(
    fromState,
    loaded.data,
    {
      changed: t("recordChangedOnServer"),
      load: t("loadServerVersion"),
    },
    { live: { entity: "brand", id: id } },
  );
  const brand = fresh.record;
  const conflict = useConflictReview({
    fields: namedImageConflictFields(t("brandName")),
    valuesOf: valuesOfBrand,
    save: (values: NamedImageValues, version) => save(values, version),
  });

  if (id !== null && !brand) {
    return (
      <RecordLoadState
        notFound={t("recordNotFound")}
        error={loaded.error}
        errorTitle={t("errorFetchingBrand")}
        onRetry={loaded.refetch}
      />
    );
  }

  const save = async (values: NamedImageValues, version = brand?.version): Promise<FieldErrors<"name"> | void> => {
    const { name, image_url, description } = values;
    const body = { brand_name: name, image_url, description };
    try {
      if (id === null) {
        await createBrand(body).unwrap();
        notify.success(t("brandAdded"));
      } else {
        await updateBrand({ id, body, version }).unwrap();
        notify.success(t("brandUpdated"));
      }
      navigate(catalogPaths.brands());
    } catch (error) {
      if (conflict.caught(error, values, brand)) return;
      // The notice names the record, as every failure does.
      if (id === null) notify.error(t("failedNamed", { failure: t("errorAddingBrand"), name }), errorMessageOf(error));
      else
        notify.error(
          t("failedNamed", { failure: t("errorUpdatingBrand"), name }),
          errorMessageOf(error) ?? t("brandUpdateFallback"),
        );
      // A name another brand has (409) is shown at the field too.
      if (isConflict(error)) return { name: errorMessageOf(error) };
    }
  };

  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      {conflict.view}
      <NamedImageForm
        key={`${id ?? "new"}-${fresh.version}`}
        title={id === null ? t("addBrand") : t("editBrand")}
        nameLabel={t("brandName")}
        initial={brand ? valuesOfBrand(brand) : undefined}
        submitLabel={id === null ? t("submit") : t("update")}
        onSave={save}
        onCancel={() => navigate(catalogPaths.brands())}
      />
    </div>
  );
}

/** A brand as the form's values (its initial values, and the server's side of a conflict review). */
const valuesOfBrand = (brand: Brand): NamedImageValues => ({
  name: brand.brand_name,
  image_url: brand.image_url,
  description: brand.description,
});
