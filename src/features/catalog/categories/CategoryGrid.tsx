import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Category } from "../../../core/types";
import { CardGrid } from "../../../ui/CardGrid";
import { EmptyState } from "../../../ui/States";
import { useDeleteCategoryMutation } from "../api";
import { AddCard, RecordCard } from "../shared/BrandCategoryCard";
import { useDeleteConfirm } from "../../../ui/useDeleteConfirm";

/**
 * The category cards of both category lists: the Add Category card, then one card per
 * category (image to its products, product count, Edit, Delete with confirmation). A category
 * that still has products is refused by the server (409) and the notice says why.
 */
export function CategoryGrid({
  categories,
  addTo,
  productsPath,
  editPath,
}: {
  categories: Category[];
  addTo: string;
  productsPath: (category: Category) => string;
  editPath: (category: Category) => string;
}) {
  const navigate = useNavigate();
  const [deleteCategory] = useDeleteCategoryMutation();
  const { ask, dialog } = useDeleteConfirm<Category>({
    remove: (category) => deleteCategory(category.id).unwrap(),
    nameOf: (category) => category.category_name,
    message: (category) => t("deleteConfirmText", { name: category.category_name }),
    title: t("deleteCategoryTitle"),
    deleted: t("categoryDeleted"),
    failed: t("failedToDeleteCategory"),
    undo: (category) => ({ entity: "category", recordId: category.id }),
  });
  return (
    <>
      <CardGrid aria-label={t("categoriesTitle")}>
        <AddCard to={addTo} label={t("addCategory")} />
        {categories.map((category) => (
          <RecordCard
            key={category.id}
            name={category.category_name}
            imageUrl={category.image_url}
            to={productsPath(category)}
            openLabel={t("openCategoryProducts", { name: category.category_name })}
            countText={t("categoryProducts", { count: category.productCount })}
            onEdit={() => navigate(editPath(category), { state: { category } })}
            onDelete={() => ask(category)}
          />
        ))}
      </CardGrid>
      {categories.length === 0 ? <EmptyState>{t("noCategoryFound")}</EmptyState> : null}
      {dialog}
    </>
  );
}
