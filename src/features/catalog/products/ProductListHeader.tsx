import type { ReactNode } from "react";
import type { ProductStatus } from "../../../core/types";
import { PageHeader } from "../../../ui/PageHeader";
import { SearchInput } from "../../../ui/SearchInput";
import { t } from "../messages";
import { LinkButton } from "../../../ui/LinkButton";
import type { ProductFormState } from "./productParts";
import { PublishStatusFilter } from "./PublishStatusFilter";

/**
 * The header both product lists share: the title, the name search, the publish status filter,
 * the list's own filters (`children`), and ADD PRODUCT, which remembers the list to return to.
 */
export function ProductListHeader({
  title,
  searchText,
  onSearchText,
  status,
  onStatus,
  addTo,
  returnTo,
  children,
}: {
  title: string;
  searchText: string;
  onSearchText: (text: string) => void;
  status: ProductStatus;
  onStatus: (status: ProductStatus) => void;
  addTo: string;
  /** This list's address, where the product form returns. */
  returnTo: string;
  children?: ReactNode;
}) {
  return (
    <PageHeader title={title}>
      <SearchInput label={t("searchProducts")} placeholder={t("search")} value={searchText} onChange={onSearchText} />
      <PublishStatusFilter value={status} onChange={onStatus} />
      {children}
      <LinkButton to={addTo} state={{ from: returnTo } satisfies ProductFormState}>
        {t("addProduct")}
      </LinkButton>
    </PageHeader>
  );
}
