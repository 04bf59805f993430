import styled from "styled-components";
import { t } from "../messages";

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

const Glyphs = styled.span`
  color: #b54708;
  letter-spacing: 1px;
`;

/** A rating as five stars, with its text equivalent ("4 out of 5") visible beside them. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <Row>
      <Glyphs aria-hidden="true">{"★".repeat(full) + "☆".repeat(5 - full)}</Glyphs>
      <span>{t("ratingText", { rating: full })}</span>
    </Row>
  );
}
