import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { t } from "./messages";
import type { Category } from "../../core/types";
import { useCategoryQuery } from "./api";
import { NamedImageForm } from "./BrandCategoryForm";
import { RecordLoadState } from "./recordLoad";
import { recordIdOf } from "./recordLookup";
import { useSaveCategory } from "./categorySave";
import { useFreshRecord } from "../../ui/useFreshRecord";

/** The category being edited: from navigation state, or loaded by id when opened by link. */
export function useEditedCategory() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { category?: Category } | null)?.category;
  const fromState = passed && passed.id === id ? passed : undefined;
  // The server's record is always asked for: it replaces the passed one unless typing began.
  const loaded = useCategoryQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  const fresh = useFreshRecord(fromState, loaded.data, {
    changed: t("recordChangedOnServer"),
    load: t("loadServerVersion"),
  });
  return { id, category: fresh.record, error: loaded.error, refetch: () => void loaded.refetch(), fresh };
}

/** /add-category/{brandId} (?id= to edit): a category under that brand; back to its list. */
export function CategoryForm() {
  const navigate = useNavigate();
  const brandId = Number(useParams().brandId);
  const { id, category, error, refetch, fresh } = useEditedCategory();
  const save = useSaveCategory(id);
  const back = `/category/${brandId}`;

  if (id !== null && !category) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingCategory")} onRetry={refetch} />;
  }
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <NamedImageForm
        key={`${id ?? "new"}-${fresh.version}`}
        title={id === null ? t("addCategory") : t("editCategory")}
        nameLabel={t("categoryName")}
        initial={
          category
            ? { name: category.category_name, image_url: category.image_url, description: category.description }
            : undefined
        }
        submitLabel={id === null ? t("submit") : t("update")}
        onSave={async ({ name, image_url, description }) => {
          // An edit keeps the category's own brand, whatever brand the link names.
          const saved = await save({
            category_name: name,
            image_url,
            description,
            brand_id: category?.brand_id ?? brandId,
          });
          if (saved) navigate(back);
        }}
        onCancel={() => navigate(back)}
      />
    </div>
  );
}
