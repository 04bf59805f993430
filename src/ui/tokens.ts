/**
 * Design tokens as CSS custom properties with fallbacks: a portal themes the elements from
 * outside the shadow root (`shop-orders { --shop-primary: #0a7; }`).
 */
export const tokens = {
  primary: "var(--shop-primary, #2447c6)",
  primaryText: "var(--shop-primary-text, #ffffff)",
  primarySoft: "var(--shop-primary-soft, #e8edfb)",
  danger: "var(--shop-danger, #b42318)",
  success: "var(--shop-success, #1b7a43)",
  text: "var(--shop-text, #1d2433)",
  muted: "var(--shop-muted, #4b5565)",
  border: "var(--shop-border, #d0d5dd)",
  bg: "var(--shop-bg, #f5f7fb)",
  surface: "var(--shop-surface, #ffffff)",
  font: "var(--shop-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif)",
  radius: "var(--shop-radius, 8px)",
  focus: "0 0 0 3px var(--shop-focus, rgba(36, 71, 198, 0.35))",
} as const;
