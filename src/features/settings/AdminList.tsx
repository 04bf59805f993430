import { useEffect, useMemo, useRef } from "react";
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
  // After Restrict, Ban or Activate the pressed button leaves the row (the account's actions
  // change): once the list shows the new status, focus moves to the action that undoes it
  // (Activate), or the row's first action.
  const rowActions = useRef(new Map<number, HTMLElement>());
  const focusRowOf = useRef<number | null>(null);
  useEffect(() => {
    const id = focusRowOf.current;
    const row = id === null ? undefined : rowActions.current.get(id);
    const target = row?.querySelector<HTMLElement>('button[data-action="ACTIVE"]') ?? row?.querySelector("button");
    if (!target) return;
    focusRowOf.current = null;
    target.focus();
  }, [all]);

  const { ask, dialog } = useConfirmedAction<Pending>({
    run: async ({ account, action }) => {
      if (action === "DELETE") return deleteAdmin(account.id).unwrap();
      const changed = await setStatus({ id: account.id, status: action }).unwrap();
      focusRowOf.current = account.id;
      return changed;
    },
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
      <RowActions
        ref={(node: HTMLDivElement | null) => {
          if (node) rowActions.current.set(account.id, node);
          else rowActions.current.delete(account.id);
        }}
      >
        {adminActions(account, all, myId).map((action) => (
          <Button
            key={action}
            data-action={action}
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
