import { useNavigate } from "react-router";
import { formatEuro, truncateWords } from "../../core/format";
import type { ShippingService } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { EmptyState, ErrorState } from "../../ui/States";
import { Table, type Column } from "../../ui/Table";
import { useDeleteShippingServiceMutation, useShippingServicesQuery } from "./api";
import { t } from "./messages";
import { errorMessageOf, LinkButton, RowActions, Thumbnail, useDeleteConfirm } from "./parts";
import { mediaUrl } from "../../core/config";

/**
 * /setting/shipping-address: image, title, shortened description, price, Edit and Delete. A
 * service that orders use is refused by the server (409); the notice gives its reason.
 */
export function ShippingList() {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useShippingServicesQuery();
  const [deleteService] = useDeleteShippingServiceMutation();
  const { ask, dialog } = useDeleteConfirm<ShippingService>({
    remove: (service) => deleteService(service.id).unwrap(),
    nameOf: (service) => service.title,
    title: t("deleteShippingTitle"),
    deleted: t("shippingDeleted"),
    failed: t("failedToDeleteShipping"),
  });

  const columns: Column<ShippingService>[] = [
    {
      key: "image",
      header: t("shippingImage"),
      render: (service) => <Thumbnail src={mediaUrl(service.image)} alt="" />,
    },
    { key: "title", header: t("shippingTitle"), sticky: true, render: (service) => service.title },
    {
      key: "description",
      header: t("shippingDescription"),
      render: (service) => <span title={service.description}>{truncateWords(service.description)}</span>,
    },
    { key: "price", header: t("price"), align: "right", render: (service) => formatEuro(service.price) },
    {
      key: "actions",
      header: t("actions"),
      align: "right",
      render: (service) => (
        <RowActions>
          <Button
            variant="secondary"
            aria-label={`${t("edit")} ${service.title}`}
            onClick={() => navigate(`/setting/shipping-address-add?id=${service.id}`, { state: { service } })}
          >
            {t("edit")}
          </Button>
          <Button variant="danger" aria-label={`${t("delete")} ${service.title}`} onClick={() => ask(service)}>
            {t("delete")}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("shippingService")}>
        <LinkButton to="/setting/shipping-address-add">{t("addShippingService")}</LinkButton>
      </PageHeader>
      {error && !data ? (
        <ErrorState
          title={t("errorFetchingShipping")}
          message={errorMessageOf(error)}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <Table
          label={t("shippingService")}
          columns={columns}
          rows={data}
          rowKey={(service) => service.id}
          loading={isLoading}
          empty={<EmptyState>{t("noShippingFound")}</EmptyState>}
        />
      )}
      {dialog}
    </>
  );
}
