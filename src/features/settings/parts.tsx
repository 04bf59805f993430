import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { notify } from "../../core/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";

import { errorMessageOf } from "../../core/api/apiError";

export { errorMessageOf };

/** A link that looks like the primary button (Add goes somewhere, so it is a link). */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: ${tokens.primaryText} !important;
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
  font-weight: 600;
  text-decoration: none;
`;

interface ConfirmOptions<Item> {
  /** Runs the action; rejects with the server's error (a mutation's unwrap()). */
  run: (item: Item) => Promise<unknown>;
  title: (item: Item) => string;
  message: (item: Item) => ReactNode;
  confirmLabel: (item: Item) => string;
  done: (item: Item) => string;
  /** The failure notice's title (a failure names its record). */
  failed: (item: Item, error: unknown) => { title: string; detail?: string };
  danger?: boolean;
}

/**
 * An action that asks first: ask(item) opens the dialog, its confirm button spins while the call
 * runs, and both outcomes show a notice; a refusal shows the server's reason.
 */
export function useConfirmedAction<Item>(options: ConfirmOptions<Item>): {
  ask: (item: Item) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await options.run(pending);
      notify.success(options.done(pending));
    } catch (error) {
      const failure = options.failed(pending, error);
      notify.error(failure.title, failure.detail);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending === null ? "" : options.title(pending)}
      message={pending === null ? "" : options.message(pending)}
      confirmLabel={pending === null ? "" : options.confirmLabel(pending)}
      cancelLabel={t("cancel")}
      danger={options.danger}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}

/** Delete with a confirmation: `Are you sure you want to delete {name}?`. */
export function useDeleteConfirm<Item>({
  remove,
  nameOf,
  title,
  deleted,
  failed,
}: {
  remove: (item: Item) => Promise<unknown>;
  nameOf: (item: Item) => string;
  title: string;
  deleted: string;
  failed: string;
}) {
  return useConfirmedAction<Item>({
    run: remove,
    title: () => title,
    message: (item) => t("deleteConfirmText", { name: nameOf(item) }),
    confirmLabel: () => t("delete"),
    done: () => deleted,
    failed: (item, error) => ({
      title: t("failedNamed", { failure: failed, name: nameOf(item) }),
      detail: errorMessageOf(error),
    }),
    danger: true,
  });
}

/**
 * An edit screen's record, taken from its list (the server has no by-id call for banners, FAQs
 * and shipping services): a skeleton while the list loads, the error with a retry, or "no longer
 * exists" when the id is not in the list.
 */
export function RecordLoadState({
  loading,
  error,
  errorTitle,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  errorTitle: string;
  onRetry: () => unknown;
}) {
  if (loading) {
    return (
      <LoadingRegion label={t("loading")}>
        <Skeleton $width="30%" $height={24} />
        <div style={{ height: 16 }} />
        <Skeleton $height={260} />
      </LoadingRegion>
    );
  }
  return (
    <ErrorState
      title={errorTitle}
      message={error ? (errorMessageOf(error) ?? t("loadFailed")) : t("recordNotFound")}
      onRetry={onRetry}
      retryLabel={t("retry")}
    />
  );
}
