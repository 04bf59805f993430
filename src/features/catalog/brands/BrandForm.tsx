import { skipToken } from "@reduxjs/toolkit/query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Brand } from "../../../core/types";
import { useBrandQuery, useCreateBrandMutation, useUpdateBrandMutation } from "../api";
import {
  checkNamedImage,
  EMPTY_NAMED_IMAGE,
  NamedImageFields,
  namedImageConflictFields,
  trimmedNamedImage,
  type NamedImageField,
  type NamedImageValues,
} from "../shared/namedImageFields";
import { FRESH_FROM_STARTER_SECONDS } from "../../../core/area";
import { catalogPaths } from "../../../core/paths";
import { useRecordEditor } from "../../../core/useRecordEditor";
import { RecordEditorScreen } from "../../../ui/RecordEditorScreen";

// The server's record is asked for on every visit (by the route's starter at the click, not again
// when the form mounts): it replaces the one the list passed unless typing began.
const useBrandRecord = (id: number | null) =>
  useBrandQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });

/** A brand as the form's values (its initial values, and the server's side of a conflict review). */
const valuesOfBrand = (brand: Brand): NamedImageValues => ({
  name: brand.brand_name,
  image_url: brand.image_url,
  description: brand.description,
});

/**
 * /add-brand (add) and /add-brand?id=12 (edit). The list passes the brand in navigation state;
 * opened by link or reloaded, the screen loads it by id. Returns to /brand after saving. A
 * failed save shows the server's reason and keeps the form: it does not sign out (docs/decisions.md,
 * "Only a refused token ends a session").
 */
export function BrandForm() {
  const navigate = useNavigate();
  const [createBrand] = useCreateBrandMutation();
  const [updateBrand] = useUpdateBrandMutation();
  const [uploading, setUploading] = useState(false);
  const editor = useRecordEditor<NamedImageValues, Brand, NamedImageField>({
    useRecord: useBrandRecord,
    fresh: { entity: "brand", passedAs: "brand" },
    empty: EMPTY_NAMED_IMAGE,
    valuesOf: valuesOfBrand,
    validate: checkNamedImage,
    conflictFields: namedImageConflictFields(t("brandName")),
    takenField: "name",
    save: (values, { id, version }) => {
      const { name, image_url, description } = trimmedNamedImage(values);
      const body = { brand_name: name, image_url, description };
      return (id === null ? createBrand(body) : updateBrand({ id, body, version })).unwrap();
    },
    notices: (adding) =>
      adding
        ? { saved: t("brandAdded"), failed: t("errorAddingBrand") }
        : { saved: t("brandUpdated"), failed: t("errorUpdatingBrand"), fallback: t("brandUpdateFallback") },
    nameOf: (values) => values.name.trim(),
    done: () => navigate(catalogPaths.brands()),
  });

  return (
    <RecordEditorScreen
      editor={editor}
      title={editor.adding ? t("addBrand") : t("editBrand")}
      loadFailure={{ title: t("errorFetchingBrand"), notFound: t("recordNotFound") }}
      submitLabel={editor.adding ? t("submit") : t("update")}
      submitDisabled={uploading}
      onCancel={() => navigate(catalogPaths.brands())}
    >
      <NamedImageFields editor={editor} nameLabel={t("brandName")} onUploadingChange={setUploading} />
    </RecordEditorScreen>
  );
}
