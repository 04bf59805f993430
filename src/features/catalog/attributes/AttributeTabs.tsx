import { NavLink } from "react-router";
import styled from "styled-components";
import { t } from "../messages";
import { tokens } from "../../../ui/tokens";

import { ATTRIBUTE_KIND_IDS, ATTRIBUTE_PATHS, type AttributeKindId } from "./attributePaths";

/** The tab's label, also the name of its table. */
export function tabLabel(kind: AttributeKindId): string {
  return t(ATTRIBUTE_PATHS[kind].tab);
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
export function AttributeTabs({ current }: { current: AttributeKindId }) {
  return (
    <Bar aria-label={t("attributeLists")}>
      <ul>
        {ATTRIBUTE_KIND_IDS.map((kind) => (
          <li key={kind}>
            <NavLink to={ATTRIBUTE_PATHS[kind].list} aria-current={kind === current ? "page" : undefined}>
              {tabLabel(kind)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
