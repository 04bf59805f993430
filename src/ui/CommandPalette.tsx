import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { DialogBackdrop, useDialogFocus } from "./dialog";
import { tokens } from "./tokens";
import { VisuallyHidden } from "./VisuallyHidden";

/** One choice of the palette: a screen, a record, a command. */
export interface PaletteOption {
  key: string;
  label: string;
  /** What else identifies it (a customer's email, an order's customer). */
  detail?: string;
  choose: () => void;
}

/** A titled group of choices; `note` says why it is empty (still searching, failed). */
export interface PaletteGroup {
  key: string;
  label: string;
  options: PaletteOption[];
  note?: string;
}

export interface CommandPaletteProps {
  text: string;
  onTextChange: (text: string) => void;
  groups: PaletteGroup[];
  /** Read out politely as it changes ("3 results", "Searching…"). */
  status: string;
  /** The text whose first found records are shown, and whose every kind has answered (the benchmark watches them). */
  foundFor?: string;
  completeFor?: string;
  onClose: () => void;
}

const Backdrop = styled(DialogBackdrop)`
  align-items: flex-start;
  padding-top: min(12vh, 96px);
`;

const Panel = styled.div`
  background: ${tokens.surface};
  color: ${tokens.text};
  font-family: ${tokens.font};
  border-radius: 12px;
  width: min(640px, 100%);
  max-height: min(70vh, 560px);
  display: flex;
  flex-direction: column;
  box-shadow: 0 20px 48px rgba(16, 24, 40, 0.3);
  /* The panel scrolls, not the list: a scroll box must hold something focusable (the field). */
  overflow-y: auto;
  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    color: ${tokens.muted};
    padding: 12px 16px 0;
  }
`;

const Input = styled.input`
  margin: 8px 12px 12px;
  padding: 12px 14px;
  font: inherit;
  font-size: 16px;
  color: ${tokens.text};
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  &:focus {
    outline: none;
    border-color: ${tokens.primary};
    box-shadow: ${tokens.focus};
  }
`;

const List = styled.div`
  border-top: 1px solid ${tokens.border};
  padding: 4px 8px 8px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [role="presentation"] {
    padding: 10px 8px 4px;
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${tokens.muted};
  }
  [role="option"] {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 10px;
    border-radius: ${tokens.radius};
    cursor: pointer;
  }
  [role="option"][aria-selected="true"] {
    background: ${tokens.primarySoft};
    color: ${tokens.primary};
    outline: 2px solid ${tokens.primary};
    outline-offset: -2px;
  }
  [role="option"] span:last-child:not(:first-child) {
    color: ${tokens.muted};
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: 4px 10px;
    font-size: 14px;
    color: ${tokens.muted};
  }
`;

/**
 * The command palette's dialog: one text field in the ARIA combobox pattern over a listbox of
 * grouped options. The focus stays in the field; Up and Down move the highlighted option
 * (aria-activedescendant), Enter chooses it, Escape closes, and focus returns to where it was.
 * What the options are (screens, records, commands) is the caller's business.
 */
export function CommandPalette({
  text,
  onTextChange,
  groups,
  status,
  foundFor,
  completeFor,
  onClose,
}: CommandPaletteProps) {
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const options = groups.flatMap((group) => group.options);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // The highlighted option stays the same while results arrive around it; else the first one.
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const active = options.length ? options[activeIndex] : undefined;
  const optionId = (key: string) => `${id}-option-${key}`;

  const onKeyDownPanel = useDialogFocus(true, panel, { onEscape: onClose, focusable: "input" });

  useEffect(() => {
    if (!active) return;
    const root = list.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.getElementById?.(optionId(active.key))?.scrollIntoView?.({ block: "nearest" });
    // Only when the highlighted option changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.key]);

  const move = (step: number) => {
    if (!options.length) return;
    const next = (activeIndex + step + options.length) % options.length;
    setActiveKey(options[next].key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      active?.choose();
    }
  };

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDownPanel}
        data-command-palette=""
      >
        <h2 id={`${id}-title`}>{t("paletteTitle")}</h2>
        <Input
          data-autofocus
          type="text"
          role="combobox"
          aria-label={t("paletteInput")}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active.key) : undefined}
          placeholder={t("palettePlaceholder")}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setActiveKey(null);
            onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <VisuallyHidden role="status">{status}</VisuallyHidden>
        <List ref={list} data-found-for={foundFor} data-complete-for={completeFor}>
          {/* Only while it has options: an empty listbox is announced as one. */}
          {options.length ? (
            <div role="listbox" id={listboxId} aria-label={t("paletteTitle")}>
              {groups
                .filter((group) => group.options.length)
                .map((group) => (
                  <ul key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
                    <li role="presentation" id={`${id}-group-${group.key}`}>
                      {group.label}
                    </li>
                    {group.options.map((option) => (
                      <li
                        key={option.key}
                        id={optionId(option.key)}
                        role="option"
                        aria-selected={option === active}
                        // The focus stays in the field.
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={option.choose}
                      >
                        <span>{option.label}</span>
                        {option.detail ? <span>{option.detail}</span> : null}
                      </li>
                    ))}
                  </ul>
                ))}
            </div>
          ) : null}
          {groups
            .filter((group) => group.note)
            .map((group) => (
              <p key={group.key}>{group.note}</p>
            ))}
        </List>
      </Panel>
    </Backdrop>
  );
}
