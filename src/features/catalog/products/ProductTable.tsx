import { useEffect, useState } from "react";
import styled from "styled-components";
import type { ApiError } from "../../../core/api/apiError";
import type { ProductsFilter } from "../../../core/resources/products";
import { extensionMenuItems, extensionTableColumns, useExtensions } from "../../../core/extensions";
import { formatEuro, truncateWords } from "../../../core/format";
import { t } from "../messages";
import { notify } from "../../../core/notify";
import type { Product, ProductPage } from "../../../core/types";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Menu } from "../../../ui/Menu";
import { Pagination } from "../../../ui/Pagination";
import { totalPages } from "../../../ui/pageWindow";
import { EmptyState, ErrorState } from "../../../ui/States";
import { useListView, type ListViewConfig } from "../../../ui/listView";
import { Table, type Column } from "../../../ui/Table";
import { tokens } from "../../../ui/tokens";
import { useBulkSelection } from "../../../ui/useBulkSelection";
import { useUndoOffer } from "../../../core/undoOffer";
import { useDeleteProductMutation } from "../api";
import { imagesInOrder } from "./imageOrder";
import { ProductPreview } from "./ProductPreview";
import { PRODUCTS_PER_PAGE } from "./productListQuery";
import { useProductBulkActions } from "./useProductBulkActions";
import { mediaUrl } from "../../../core/config";

const Thumb = styled.img`
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: 6px;
  border: 1px solid ${tokens.border};
  background: ${tokens.bg};
  display: block;
`;

/** The spec's table area is 600 px tall; the rows scroll inside it. */
const TABLE_HEIGHT = 600;

export interface ProductTableProps {
  result: {
    data?: ProductPage;
    currentData?: ProductPage;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  showBrandAndCategory: boolean;
  onEdit: (product: Product) => void;
  /** Where Edit leads (resting on it starts the form). */
  editTo: (product: Product) => string;
  /** The list's search and filters: what "select all matching" acts on. */
  bulkFilter: ProductsFilter;
  /** Saved views, columns and sort of this list (the all-products list); none where left out. */
  views?: ListViewConfig<Product> | null;
}

/**
 * A page of products: name, image, price, description cut to 5 words, brand and
 * category on the all-products list, and the row menu View Product / Edit / Delete (confirmed).
 * Loading, empty and error states; numbered pagination under the table.
 */
export function ProductTable({
  result,
  page,
  onPage,
  showBrandAndCategory,
  onEdit,
  editTo,
  bulkFilter,
  views,
}: ProductTableProps) {
  const { data, currentData, error, isLoading, isFetching, refetch } = result;
  const [previewing, setPreviewing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const offerUndo = useUndoOffer();
  // An embedder's columns go after the built-in ones (before the actions), its actions into each row's menu.
  const extensions = useExtensions("products");
  const bulk = useBulkSelection({
    rows: data?.products ?? [],
    idOf: (product) => product.id,
    nameOf: (product) => product.product_name,
    matching: data ? { total: data.totalProducts, filter: bulkFilter } : undefined,
    actions: useProductBulkActions(),
  });

  // A page past the end (an old link, or rows deleted elsewhere) shows the last page instead.
  const pageCount = currentData ? totalPages(currentData.totalProducts, PRODUCTS_PER_PAGE) : null;
  useEffect(() => {
    if (pageCount !== null && currentData!.totalProducts > 0 && page > pageCount) onPage(pageCount);
  }, [pageCount, page, currentData, onPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteProduct(deleting.id).unwrap();
      offerUndo(t("productDeleted"), { entity: "product", recordId: deleting.id, name: deleting.product_name });
      // The last row of a later page is gone: show the page before it.
      if (data && data.products.length === 1 && page > 1) onPage(page - 1);
    } catch (failure) {
      notify.error(
        t("failedNamed", { failure: t("failedToDeleteProduct"), name: deleting.product_name }),
        (failure as ApiError).message,
      );
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column<Product>[] = [
    bulk.column,
    { key: "name", header: t("columnName"), sticky: true, render: (product) => product.product_name },
    {
      key: "image",
      header: t("columnImage"),
      width: "72px",
      render: (product) => {
        const [first] = imagesInOrder(product.productImages);
        return first ? <Thumb src={mediaUrl(first.img_url)} alt={product.product_name} loading="lazy" /> : null;
      },
    },
    { key: "price", header: t("columnPrice"), render: (product) => formatEuro(product.price) },
    { key: "description", header: t("columnDescription"), render: (product) => truncateWords(product.description) },
    ...(showBrandAndCategory
      ? [
          { key: "brand", header: t("columnBrand"), render: (product: Product) => product.brand?.brand_name ?? "—" },
          {
            key: "category",
            header: t("columnCategory"),
            render: (product: Product) => product.category?.category_name ?? "—",
          },
        ]
      : []),
    ...extensionTableColumns(extensions.columns),
    {
      key: "actions",
      header: t("actions"),
      width: "80px",
      align: "center",
      render: (product) => (
        <Menu
          label={t("rowActions", { name: product.product_name })}
          items={[
            { label: t("viewProduct"), onSelect: () => setPreviewing(product) },
            { label: t("edit"), goesTo: editTo(product), onSelect: () => onEdit(product) },
            { label: t("delete"), danger: true, onSelect: () => setDeleting(product) },
            ...extensionMenuItems(extensions.rowActions, product),
          ]}
        />
      ),
    },
  ];
  const view = useListView(views ?? null, columns);

  if (error && !data) {
    return (
      <ErrorState
        title={t("errorFetchingProducts")}
        message={(error as ApiError).message}
        onRetry={refetch}
        retryLabel={t("retry")}
      />
    );
  }

  return (
    <>
      {view.bar}
      {bulk.bar}
      <div aria-busy={(isFetching && !isLoading) || undefined} data-products-page={currentData ? page : undefined}>
        <Table
          label={t("productsTable")}
          columns={view.columns}
          rows={data?.products}
          rowKey={(product) => product.id}
          loading={isLoading}
          maxHeight={TABLE_HEIGHT}
          skeletonRows={PRODUCTS_PER_PAGE}
          empty={<EmptyState>{t("noProductFound")}</EmptyState>}
        />
      </div>
      {error ? (
        <ErrorState
          title={t("errorFetchingProducts")}
          message={(error as ApiError).message}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : null}
      {data ? (
        <Pagination
          page={page}
          totalPages={totalPages(data.totalProducts, PRODUCTS_PER_PAGE)}
          onChange={onPage}
          labels={{
            navigation: t("pagination"),
            previous: t("previousPage"),
            next: t("nextPage"),
            page: (value) => t("page", { page: value }),
          }}
        />
      ) : null}
      <ProductPreview key={previewing?.id ?? "none"} product={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteProductTitle")}
        message={t("deleteProductText", { name: deleting?.product_name ?? "" })}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        danger
        busy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {bulk.dialog}
    </>
  );
}
