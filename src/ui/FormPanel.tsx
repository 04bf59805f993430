import styled from "styled-components";
import { tokens } from "./tokens";

/** An edit screen's form, as a card (640 px wide at most, never wider than the screen; `$narrow` for a one-field form). */
export const FormPanel = styled.form<{ $narrow?: boolean }>`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: clamp(14px, 4vw, 24px);
  min-width: 0;
  max-width: ${(p) => (p.$narrow ? "560px" : "640px")};
`;

/** The form's buttons, at its end. */
export const FormActions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;
