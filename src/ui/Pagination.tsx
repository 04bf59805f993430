import styled from "styled-components";
import { pageWindow } from "./pageWindow";
import { tokens } from "./tokens";
import { t } from "../core/messages";

const Nav = styled.nav`
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  padding: 12px 0;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 1px solid ${(p) => (p.$current ? tokens.primary : tokens.border)};
  background: ${(p) => (p.$current ? tokens.primary : tokens.surface)};
  color: ${(p) => (p.$current ? tokens.primaryText : tokens.text)};
  border-radius: ${tokens.radius};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Overrides of the catalogue's texts (pagination, previousPage, nextPage, page). */
  labels?: { navigation?: string; previous?: string; next?: string; page?: (page: number) => string };
}

/** Numbered pages with previous/next; the window of numbers comes from pageWindow(). */
export function Pagination({ page, totalPages, onChange, labels = {} }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pageLabel = labels.page ?? ((value: number) => t("page", { page: value }));
  return (
    <Nav aria-label={labels.navigation ?? t("pagination")}>
      <PageButton
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={labels.previous ?? t("previousPage")}
      >
        ‹
      </PageButton>
      {pageWindow(page, totalPages).map((slot) =>
        slot.kind === "gap" ? (
          <span key={`gap-${slot.after}`} aria-hidden="true">
            …
          </span>
        ) : (
          <PageButton
            key={slot.page}
            type="button"
            $current={slot.page === page}
            aria-current={slot.page === page ? "page" : undefined}
            aria-label={pageLabel(slot.page)}
            onClick={() => onChange(slot.page)}
          >
            {slot.page}
          </PageButton>
        ),
      )}
      <PageButton
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={labels.next ?? t("nextPage")}
      >
        ›
      </PageButton>
    </Nav>
  );
}
