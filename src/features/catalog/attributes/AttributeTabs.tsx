import { NavLink } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { tokens } from "../../../ui/tokens";

export type AttributeTab = "flavour" | "device" | "nicotine";

const TABS: { tab: AttributeTab; to: string; label: () => string }[] = [
  { tab: "flavour", to: "/flavour", label: () => t("colorsTab") },
  { tab: "device", to: "/device-type", label: () => t("tagsTab") },
  { tab: "nicotine", to: "/nicotine-strength", label: () => t("nicotineTab") },
];

/** The tab's label, also the name of its table. */
export function tabLabel(tab: AttributeTab): string {
  return TABS.find((item) => item.tab === tab)!.label();
}

const Bar = styled.nav`
  ul {
    display: inline-flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 4px;
    background: ${tokens.surface};
    border: 1px solid ${tokens.border};
    border-radius: ${tokens.radius};
  }
  && a {
    display: block;
    padding: 8px 16px;
    border-radius: 6px;
    color: ${tokens.text};
    text-decoration: none;
    font-weight: 600;
  }
  && a[aria-current="page"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

/** The switcher between the three attribute lists (Colors, Tags, Nicotine Strengths). */
export function AttributeTabs({ current }: { current: AttributeTab }) {
  return (
    <Bar aria-label={t("attributeLists")}>
      <ul>
        {TABS.map((item) => (
          <li key={item.tab}>
            <NavLink to={item.to} aria-current={item.tab === current ? "page" : undefined}>
              {item.label()}
            </NavLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
