import type { ReactNode } from "react";
import { errorMessageOf } from "../../core/api/apiError";
import { LinkButton } from "../../ui/LinkButton";
import { RecordListScreen, type ListQuery } from "../../ui/RecordListScreen";
import type { Column } from "../../ui/Table";
import { t } from "./messages";
import { settingsPaths } from "../../core/paths";

/** Each list's texts (keys of the settings catalogue): heading, load failure, empty list, Add link. */
const SETTINGS_LISTS = {
  Admin: { title: "adminUserManagement", error: "errorFetchingAdmins", empty: "noAdminFound", add: "addAdmin" },
  Banner: { title: "bannerManagement", error: "errorFetchingBanners", empty: "noBannerFound", add: "addBanner" },
  Faq: { title: "faqs", error: "errorFetchingFaqs", empty: "noFaqFound", add: "addFaq" },
  Shipping: {
    title: "shippingService",
    error: "errorFetchingShipping",
    empty: "noShippingFound",
    add: "addShippingService",
  },
} as const;

/** Where each list's Add link goes. */
const ADD_PATHS = {
  Admin: settingsPaths.adminForm(),
  Banner: settingsPaths.bannerForm(),
  Faq: settingsPaths.faqForm(),
  Shipping: settingsPaths.shippingForm(),
};

/**
 * A settings list screen (banners, FAQs, shipping services, admins): its texts, its Add link,
 * its columns; rows are told apart by id and the table is named after the heading.
 */
export function SettingsList<Row extends { id: number }>({
  kind,
  list,
  columns,
  children,
}: {
  kind: keyof typeof SETTINGS_LISTS;
  list: ListQuery<Row>;
  columns: Column<Row>[];
  /** The dialogs its rows open. */
  children?: ReactNode;
}) {
  const texts = SETTINGS_LISTS[kind];
  return (
    <RecordListScreen<Row>
      title={t(texts.title)}
      label={t(texts.title)}
      addAction={<LinkButton to={ADD_PATHS[kind]}>{t(texts.add)}</LinkButton>}
      list={list}
      rowKey={(row) => row.id}
      errorTitle={t(texts.error)}
      errorMessage={errorMessageOf(list.error)}
      emptyText={t(texts.empty)}
      columns={columns}
    >
      {children}
    </RecordListScreen>
  );
}
