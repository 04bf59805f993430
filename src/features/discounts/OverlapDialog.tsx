import { Link } from "react-router";
import styled from "styled-components";
import { formatDate } from "../../core/format";
import type { Discount } from "../../core/types";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { tokens } from "../../ui/tokens";
import { appliesTo, kindLabel, valueText } from "./discountDisplay";
import { t } from "./messages";
import { discountsPaths } from "../../core/paths";

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${tokens.border};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

/**
 * The active discounts a save would overlap (same target or kind, customers both reach, common
 * days): kind, what it applies to, value and dates, each one link away. Save anyway or go back.
 */
export function OverlapDialog({
  overlapping,
  busy,
  onConfirm,
  onCancel,
}: {
  overlapping: Discount[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={overlapping.length > 0} title={t("overlapTitle")} onClose={onCancel} closeLabel={t("close")}>
      <p>{t("overlapIntro")}</p>
      <Rows>
        {overlapping.map((discount) => (
          <li key={discount.id} data-overlap={discount.id}>
            <strong>{kindLabel(discount.discount_type)}</strong>
            <Link to={discountsPaths.edit(discount)} state={{ discount }}>
              {t("openDiscount", { name: appliesTo(discount) })}
            </Link>
            <span>{valueText(discount)}</span>
            <span>{discount.user_type}</span>
            <span>
              {t("overlapDates", { start: formatDate(discount.start_date), end: formatDate(discount.end_date) })}
            </span>
          </li>
        ))}
      </Rows>
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t("saveAnyway")}
        </Button>
      </Actions>
    </Modal>
  );
}
