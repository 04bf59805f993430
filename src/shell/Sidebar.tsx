import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import type { NavEntry } from "../core/area";
import { t } from "../core/messages";
import { tokens } from "../ui/tokens";
import { NARROW } from "./layouts";
import { isActive } from "./navigation";
import { FoldLabel, useFold } from "./useFold";

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
  @media (max-width: ${NARROW}) {
    padding: 8px 12px;
    ul[data-open="false"] {
      display: none;
    }
    ul {
      padding-bottom: 8px;
    }
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4px 8px 20px;
  @media (max-width: ${NARROW}) {
    justify-content: space-between;
    padding: 0;
  }
`;

const MenuButton = styled.button`
  display: none;
  @media (max-width: ${NARROW}) {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 14px;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: ${tokens.radius};
    background: transparent;
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &:focus-visible {
      outline: 2px solid #fff;
      outline-offset: 2px;
    }
  }
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

/**
 * The back-office sidebar: active entry by path prefix; a link's hover or focus starts loading
 * its screen. On narrow screens the entries fold behind a menu button (Escape closes it and
 * focus goes back to the button; choosing an entry closes it).
 */
export function Sidebar({ entries, label = t("mainNavigation") }: { entries: NavEntry[]; label?: string }) {
  const { pathname } = useLocation();
  const fold = useFold();
  return (
    <Nav aria-label={label} part="sidebar" onKeyDown={fold.onKeyDown}>
      <Top>
        <ShopLogo />
        <MenuButton {...fold.buttonProps}>
          <FoldLabel open={fold.open} />
        </MenuButton>
      </Top>
      <ul {...fold.listProps}>
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <li key={entry.to}>
              <Item to={entry.to} $active={active} aria-current={active ? "page" : undefined} onClick={fold.close}>
                {t(entry.label)}
              </Item>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
