import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useIsGuest } from "../core/hostEvents";
import { t } from "../core/messages";
import { lazyPart } from "../ui/lazyPart";
import { tokens } from "../ui/tokens";
import type { PaletteMode } from "./PaletteHost";

// The palette's code (its search, its listbox, the shortcuts list) loads on first use.
const loadHost = () => import("./PaletteHost");
const PaletteHost = lazyPart(() => loadHost().then((module) => module.PaletteHost));

const Launch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 6px 10px 6px 14px;
  font: inherit;
  color: ${tokens.muted};
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
  kbd {
    font: inherit;
    font-size: 12px;
    border: 1px solid ${tokens.border};
    border-radius: 4px;
    padding: 1px 6px;
  }
  /* A phone's header has room for the icon only: the words stay the button's accessible name. */
  @media (max-width: 640px) {
    padding: 6px 10px;
    .launch-words {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    kbd {
      display: none;
    }
  }
`;

const mac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** A key pressed while writing text is the text's, not a shortcut. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      target.closest("[role=dialog]") !== null)
  );
}

/**
 * The header's palette button and the keys that open it: Ctrl+K (⌘K) anywhere, `?` outside a
 * text field for the list of shortcuts. In the back-office the whole page listens; in an element
 * only its own shadow root, so each element's palette answers where the operator is.
 */
export function PaletteLauncher() {
  const [mode, setMode] = useState<PaletteMode | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const guest = useIsGuest();
  useEffect(() => {
    const root = guest ? (button.current?.getRootNode() as Document | ShadowRoot | undefined) : document;
    if (!root) return;
    const onKeyDown = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented || event.altKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setMode("palette");
      } else if (event.key === "?" && !event.ctrlKey && !event.metaKey && !typing(event)) {
        event.preventDefault();
        setMode((open) => open ?? "shortcuts");
      }
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [guest]);
  const shortcut = mac() ? "⌘K" : "Ctrl K";
  return (
    <>
      <Launch
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setMode("palette")}
        onMouseEnter={() => void loadHost()}
        onFocus={() => void loadHost()}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="7" cy="7" r="5" />
          <path d="M11 11l4 4" />
        </svg>
        <span className="launch-words">{t("commandPalette")}</span>
        <kbd aria-hidden="true">{shortcut}</kbd>
      </Launch>
      {mode ? <PaletteHost mode={mode} mac={mac()} onClose={() => setMode(null)} /> : null}
    </>
  );
}
