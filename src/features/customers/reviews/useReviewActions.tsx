import { useMemo } from "react";
import { bulkActionsOf } from "../../../ui/bulkActions";
import { useConfirmedAction } from "../../../ui/useDeleteConfirm";
import type { Review } from "../../../core/types";
import { useDeleteReviewMutation } from "../api";
import { t } from "../messages";
import { errorMessageOf } from "../shared/listPaging";
import { deleteEach } from "./reviewListState";

/** Which reviews "every matching review" means: those the list shows after its search and rating. */
export type ReviewsFilter = { search?: string; rating?: number };

const labelOf = (review: Review) =>
  t("reviewOn", { name: review.user.full_name, product: review.product.product_name });

/**
 * The reviews' deletes: one from a row's menu (confirmed), and the bulk delete of the shared
 * selection. No bulk call exists for reviews: the bulk delete sends one delete per review and
 * sorts the outcomes, counting them as progress.
 */
export function useReviewActions(reviews: readonly Review[] | undefined, matching: readonly Review[]) {
  const [remove] = useDeleteReviewMutation();
  const single = useConfirmedAction<Review>({
    run: (review) => remove(review.id).unwrap(),
    title: () => t("deleteReviewTitle"),
    message: (review) => t("deleteReviewText", { name: review.user.full_name, product: review.product.product_name }),
    confirmLabel: () => t("delete"),
    done: () => t("reviewDeleted"),
    failed: (review, error) => ({
      title: t("failedNamed", { failure: t("failedToDeleteReview"), name: review.user.full_name }),
      detail: errorMessageOf(error),
    }),
    danger: true,
  });

  const byId = useMemo(() => new Map((reviews ?? []).map((review) => [review.id, review])), [reviews]);
  const bulk = bulkActionsOf<ReviewsFilter, "delete", Parameters<typeof t>[0]>(
    t,
    {
      delete: {
        label: "deleteSelected",
        danger: true,
        title: "deleteReviewsTitle",
        message: "deleteReviewsText",
        confirmLabel: "delete",
        done: "reviewsDeleted",
      },
    },
    async (_delete, target, onProgress) => {
      const ids = "ids" in target ? target.ids : matching.map((review) => review.id);
      let settled = 0;
      const outcome = await deleteEach(
        ids,
        (id) =>
          remove(id)
            .unwrap()
            .finally(() => onProgress({ done: ++settled, total: ids.length })),
        (error) => errorMessageOf(error) ?? t("networkError"),
      );
      return {
        total: ids.length,
        changed: outcome.deleted,
        refused: [...outcome.failed].map(([id, reason]) => {
          const review = byId.get(id);
          return { id, label: review ? labelOf(review) : String(id), reason };
        }),
      };
    },
  );
  return { single, bulk };
}
