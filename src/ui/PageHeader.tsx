import type { ReactNode } from "react";
import styled from "styled-components";

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 22px;
  }
`;

/** The screen's one h1 with its toolbar (search, filters, actions). */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Bar>
      <h1>{title}</h1>
      {children ? (
        <div style={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>{children}</div>
      ) : null}
    </Bar>
  );
}
