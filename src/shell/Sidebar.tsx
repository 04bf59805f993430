import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import type { NavEntry } from "../core/area";
import { t } from "../core/messages";
import { tokens } from "../ui/tokens";
import { isActive } from "./navigation";

const Nav = styled.nav`
  background: #111a33;
  color: #e5e9f5;
  padding: 20px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4px 8px 20px;
`;

const Item = styled(NavLink)<{ $active: boolean }>`
  && {
    color: ${(p) => (p.$active ? "#fff" : "#c9d1e6")};
  }
  display: block;
  padding: 10px 14px;
  border-radius: ${tokens.radius};
  color: ${(p) => (p.$active ? "#fff" : "#c9d1e6")};
  background: ${(p) => (p.$active ? tokens.primary : "transparent")};
  text-decoration: none;
  font-weight: ${(p) => (p.$active ? 700 : 500)};
  &:hover {
    background: ${(p) => (p.$active ? tokens.primary : "rgba(255, 255, 255, 0.08)")};
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 1px;
  }
`;

export function ShopLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#2447c6" />
      <path d="M11 15h18l-2 14H13z" fill="#fff" />
      <path d="M15 15a5 5 0 0 1 10 0" stroke="#fff" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

/** The back-office sidebar (or an element's compact area navigation): active entry by path prefix. */
export function Sidebar({ entries, label = t("mainNavigation") }: { entries: NavEntry[]; label?: string }) {
  const { pathname } = useLocation();
  return (
    <Nav aria-label={label} part="sidebar">
      <Logo>
        <ShopLogo />
      </Logo>
      <ul>
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <li key={entry.to}>
              <Item to={entry.to} $active={active} aria-current={active ? "page" : undefined}>
                {entry.label}
              </Item>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
