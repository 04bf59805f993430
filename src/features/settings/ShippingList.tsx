import { mediaUrl } from "../../core/config";
import { formatEuro, truncateWords } from "../../core/format";
import type { ShippingService } from "../../core/types";
import { useDeleteShippingServiceMutation, useShippingServicesQuery } from "./api";
import { t } from "./messages";
import { SettingsList } from "./SettingsList";
import { actionsColumn, EditDeleteActions, Thumbnail } from "./rowParts";
import { useRecordDelete } from "./useRecordDelete";
import { settingsPaths } from "../../core/paths";

/**
 * /setting/shipping-address: image, title, shortened description, price, Edit and Delete. A
 * service that orders use is refused by the server (409); the notice gives its reason.
 */
export function ShippingList() {
  const list = useShippingServicesQuery();
  const [deleteService] = useDeleteShippingServiceMutation();
  const { ask, dialog } = useRecordDelete<ShippingService>("Shipping", (row) => deleteService(row.id), "title");
  return (
    <SettingsList<ShippingService>
      kind="Shipping"
      list={list}
      columns={[
        { key: "image", header: t("shippingImage"), render: (row) => <Thumbnail src={mediaUrl(row.image)} alt="" /> },
        { key: "title", header: t("shippingTitle"), sticky: true, render: (row) => row.title },
        {
          key: "description",
          header: t("shippingDescription"),
          render: (row) => <span title={row.description}>{truncateWords(row.description)}</span>,
        },
        { key: "price", header: t("price"), align: "right", render: (row) => formatEuro(row.price) },
        actionsColumn((row) => (
          <EditDeleteActions
            name={row.title}
            editTo={settingsPaths.shippingForm(row.id)}
            editState={{ service: row }}
            onDelete={() => ask(row)}
          />
        )),
      ]}
    >
      {dialog}
    </SettingsList>
  );
}
