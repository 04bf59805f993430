import styled, { keyframes } from "styled-components";

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small spinner; decorative (the busy state is announced by the control that owns it). */
export const Spinner = styled.span.attrs({ "aria-hidden": true })<{ $size?: number }>`
  display: inline-block;
  width: ${(p) => p.$size ?? 16}px;
  height: ${(p) => p.$size ?? 16}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;
