import { useCallback, useMemo, useState, type ReactNode } from "react";
import { notify } from "../../../core/notify";
import type { Review } from "../../../core/types";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useDeleteReviewMutation } from "../api";
import { t } from "../messages";
import { errorMessageOf } from "../shared/listPaging";
import { deleteEach } from "./reviewListState";

/**
 * The reviews list's selection and its one-action delete: a checkbox per row and one for the
 * page, one confirmation naming the count, a summary notice; rows that failed stay selected,
 * each with its reason. Also the single delete from a row's menu.
 */
export function useReviewSelection(reviews: readonly Review[] | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<number, string>>(new Map());
  const [asking, setAsking] = useState<"bulk" | Review | null>(null);
  const [busy, setBusy] = useState(false);
  const [remove] = useDeleteReviewMutation();

  // Reviews deleted elsewhere leave the selection.
  const selected = useMemo(() => {
    if (!reviews) return chosen;
    const present = new Set(reviews.map((review) => review.id));
    return new Set([...chosen].filter((id) => present.has(id)));
  }, [reviews, chosen]);

  const toggle = useCallback((id: number, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const togglePage = useCallback((ids: readonly number[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setChosen(new Set());
    setFailures(new Map());
  }, []);

  const runBulk = async () => {
    const ids = [...selected];
    setBusy(true);
    const outcome = await deleteEach(
      ids,
      (id) => remove(id).unwrap(),
      (error) => errorMessageOf(error) ?? t("networkError"),
    );
    setBusy(false);
    setAsking(null);
    setChosen(new Set(outcome.failed.keys()));
    setFailures(outcome.failed);
    const deleted = outcome.deleted.length;
    const failed = outcome.failed.size;
    if (failed === 0) notify.success(t("reviewsDeleted", { count: deleted }));
    else {
      const reasons = [...new Set(outcome.failed.values())].join("; ");
      notify.error(
        deleted > 0 ? t("reviewsPartlyDeleted", { deleted, failed }) : t("reviewsNotDeleted", { failed }),
        reasons,
      );
    }
  };

  const runSingle = async (review: Review) => {
    setBusy(true);
    try {
      await remove(review.id).unwrap();
      notify.success(t("reviewDeleted"));
      toggle(review.id, false);
    } catch (error) {
      notify.error(
        t("failedNamed", { failure: t("failedToDeleteReview"), name: review.user.full_name }),
        errorMessageOf(error),
      );
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const single = asking !== null && asking !== "bulk" ? asking : null;
  const dialog: ReactNode = (
    <ConfirmDialog
      open={asking !== null}
      title={single ? t("deleteReviewTitle") : t("deleteReviewsTitle", { count: selected.size })}
      message={
        single
          ? t("deleteReviewText", { name: single.user.full_name, product: single.product.product_name })
          : t("deleteReviewsText", { count: selected.size })
      }
      confirmLabel={t("delete")}
      cancelLabel={t("cancel")}
      danger
      busy={busy}
      onConfirm={() => void (single ? runSingle(single) : runBulk())}
      onCancel={() => setAsking(null)}
    />
  );

  return {
    selected,
    failures,
    toggle,
    togglePage,
    clear,
    askBulk: () => setAsking("bulk"),
    askOne: (review: Review) => setAsking(review),
    dialog,
  };
}
