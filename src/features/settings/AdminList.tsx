import { useMemo } from "react";
import { errorMessageOf } from "../../core/api/apiError";
import { tokenSubject } from "../../core/auth/authSlice";
import { useShopSelector } from "../../core/store";
import type { Account } from "../../core/types";
import { Button } from "../../ui/Button";
import { useConfirmedAction } from "../../ui/useDeleteConfirm";
import { useAdminsQuery, useDeleteAdminMutation, useSetAdminStatusMutation } from "./api";
import { adminActions, protectionOf, type AdminAction } from "./adminRules";
import { statusName, t } from "./messages";
import { SettingsList } from "./SettingsList";
import { actionsColumn, RowActions, StatusLabel } from "./rowParts";

interface Pending {
  account: Account;
  action: AdminAction;
}

const LABELS = { RESTRICTED: "restrict", BANNED: "ban", ACTIVE: "activate", DELETE: "delete" } as const;
const CONFIRM_TEXT = { RESTRICTED: "confirmRestrict", BANNED: "confirmBan", ACTIVE: "confirmActivate" } as const;

/** /setting/adduser-managment (SUPER_ADMIN only): the admins with Restrict, Ban, Activate and Delete. */
export function AdminList() {
  const myId = Number(useShopSelector((state) => tokenSubject(state.auth.token))) || null;
  const list = useAdminsQuery();
  const [setStatus] = useSetAdminStatusMutation();
  const [deleteAdmin] = useDeleteAdminMutation();
  const all = useMemo(() => list.data ?? [], [list.data]);

  const { ask, dialog } = useConfirmedAction<Pending>({
    run: ({ account, action }) =>
      action === "DELETE" ? deleteAdmin(account.id).unwrap() : setStatus({ id: account.id, status: action }).unwrap(),
    title: ({ account, action }) =>
      action === "DELETE"
        ? t("deleteAdminTitle")
        : t("confirmStatusTitle", { action: t(LABELS[action]), name: account.full_name }),
    message: ({ account, action }) =>
      action === "DELETE"
        ? t("deleteConfirmText", { name: account.full_name })
        : t(CONFIRM_TEXT[action], { name: account.full_name }),
    confirmLabel: ({ action }) => t(LABELS[action]),
    done: ({ account, action }) =>
      action === "DELETE"
        ? t("adminDeleted")
        : t("accountSetTo", { name: account.full_name, status: statusName(action) }),
    failed: ({ account, action }, failure) => ({
      title: t("failedNamed", {
        failure: action === "DELETE" ? t("failedToDeleteAdmin") : t("failedToChangeStatus"),
        name: account.full_name,
      }),
      detail: errorMessageOf(failure),
    }),
    danger: true,
  });

  const actionsOf = (account: Account) => {
    const protection = protectionOf(account, all, myId);
    return (
      <RowActions>
        {adminActions(account, all, myId).map((action) => (
          <Button
            key={action}
            variant={action === "DELETE" ? "danger" : "secondary"}
            aria-label={`${t(LABELS[action])} ${account.full_name}`}
            onClick={() => ask({ account, action })}
          >
            {t(LABELS[action])}
          </Button>
        ))}
        {protection ? <span>{protection === "self" ? t("protectedSelf") : t("protectedLastSuper")}</span> : null}
      </RowActions>
    );
  };

  return (
    <SettingsList<Account>
      kind="Admin"
      list={list}
      columns={[
        {
          key: "name",
          header: t("fullName"),
          sticky: true,
          render: (account) => (
            <>
              {account.full_name} {account.id === myId ? <span>{t("you")}</span> : null}
            </>
          ),
        },
        { key: "email", header: t("email"), render: (account) => account.email },
        { key: "role", header: t("role"), render: (account) => account.user_type },
        {
          key: "status",
          header: t("accountStatus"),
          render: (account) => <StatusLabel status={account.account_status} />,
        },
        actionsColumn(actionsOf),
      ]}
    >
      {dialog}
    </SettingsList>
  );
}
