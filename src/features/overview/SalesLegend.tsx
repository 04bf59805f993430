import styled from "styled-components";
import { t } from "./messages";
import { SERIES } from "./salesChartScale";

const LegendList = styled.ul`
  display: inline-flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  span[aria-hidden] {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    display: inline-block;
  }
`;

/** Which colour is which (screen readers get the series' names with every point instead). */
export function SalesLegend() {
  return (
    <LegendList aria-hidden="true">
      <li>
        <span aria-hidden="true" style={{ background: SERIES.b2b }} />
        {t("b2b")}
      </li>
      <li>
        <span aria-hidden="true" style={{ background: SERIES.b2c }} />
        {t("b2c")}
      </li>
    </LegendList>
  );
}
