import { Link } from "react-router";
import styled from "styled-components";
import { tokens } from "../../ui/tokens";
import { t } from "./messages";

const Trail = styled.nav`
  margin: 0 0 8px;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 14px;
  }
  li {
    display: inline-flex;
    gap: 6px;
    color: ${tokens.muted};
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: "›";
    color: ${tokens.muted};
  }
  a {
    color: ${tokens.primary};
  }
  [aria-current="page"] {
    color: ${tokens.text};
    font-weight: 600;
  }
`;

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (this page) has none. */
  to?: string;
}

/** Countries › France › Île-de-France: each level above this page is a link back up. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Trail aria-label={t("breadcrumb")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Trail>
  );
}
