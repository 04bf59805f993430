import { useCallback, useId, useRef, useState, type CSSProperties } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import type { Column } from "./Table";
import { TopLayer } from "./TopLayer";
import { tokens } from "./tokens";
import { useDismiss } from "./useDismiss";
import { isChoosable } from "./viewQuery";

const Panel = styled.div`
  position: fixed;
  min-width: 240px;
  padding: 8px;
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 4px 2px;
  }
  label {
    flex: 1 1 auto;
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
`;

const Move = styled.button`
  min-width: 30px;
  height: 30px;
  border: 1px solid ${tokens.border};
  border-radius: 6px;
  background: ${tokens.surface};
  color: ${tokens.text};
  cursor: pointer;
  &[aria-disabled="true"] {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

/**
 * Which columns a list shows and in what order: a button opening a panel (in the top layer, so
 * no scroll box clips it) with a checkbox per column and Move up / Move down buttons — all native
 * controls, so Tab and Space do it by keyboard. Escape or a press outside closes it, focus back
 * on the button. One column always stays shown.
 */
export function ColumnChooser<Row>({
  columns,
  visible,
  onChange,
}: {
  columns: Column<Row>[];
  /** The shown columns' keys in order; undefined: every column, in the list's order. */
  visible: readonly string[] | undefined;
  onChange: (keys: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const trigger = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const choosable = columns.filter(isChoosable);
  const known = new Set(choosable.map((column) => column.key));
  const shownKeys = visible?.filter((key) => known.has(key)) ?? [];
  const shown = shownKeys.length ? shownKeys : choosable.map((column) => column.key);
  // Shown ones first in their order, then the hidden ones in the list's own order.
  const ordered = [...shown, ...choosable.map((column) => column.key).filter((key) => !shown.includes(key))];
  const headerOf = (key: string) => String(choosable.find((column) => column.key === key)?.header ?? key);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.querySelector("button")?.focus();
  }, []);
  useDismiss(trigger, open, close);

  const toggleOpen = () => {
    const box = trigger.current?.getBoundingClientRect();
    if (box) setPosition({ top: box.bottom + 4, left: Math.max(8, box.right - 260) });
    setOpen((current) => !current);
  };
  const show = (key: string, on: boolean) =>
    onChange(
      on
        ? ordered.filter((candidate) => shown.includes(candidate) || candidate === key)
        : shown.filter((k) => k !== key),
    );
  const move = (key: string, by: -1 | 1) => {
    const next = [...shown];
    const from = next.indexOf(key);
    [next[from], next[from + by]] = [next[from + by], next[from]];
    onChange(next);
  };

  return (
    <div ref={trigger}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={toggleOpen}>
        {t("chooseColumns")}
      </Button>
      <TopLayer open={open}>
        {open ? (
          <Panel id={panelId} role="group" aria-label={t("columnChoices")} style={position}>
            <ul>
              {ordered.map((key) => {
                const on = shown.includes(key);
                const at = shown.indexOf(key);
                const name = headerOf(key);
                return (
                  <li key={key}>
                    <label>
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={on && shown.length === 1}
                        onChange={(event) => show(key, event.target.checked)}
                      />
                      {name}
                    </label>
                    <Move
                      type="button"
                      aria-label={t("moveColumnUp", { name })}
                      aria-disabled={!on || at === 0 || undefined}
                      onClick={() => on && at > 0 && move(key, -1)}
                    >
                      ↑
                    </Move>
                    <Move
                      type="button"
                      aria-label={t("moveColumnDown", { name })}
                      aria-disabled={!on || at === shown.length - 1 || undefined}
                      onClick={() => on && at < shown.length - 1 && move(key, 1)}
                    >
                      ↓
                    </Move>
                  </li>
                );
              })}
            </ul>
          </Panel>
        ) : null}
      </TopLayer>
    </div>
  );
}
