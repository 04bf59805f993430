import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from "react";

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex="0"]';
/** How long a replacement waits for an open dialog (the one that removed the row) to close. */
const DIALOG_WAIT_MS = 4_000;

interface Remembered {
  key: string;
  index: number;
  cell: number;
}

function activeIn(root: Document | ShadowRoot): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Nothing useful holds focus: the page body, or an element that has left the page. */
function focusLost(root: Document | ShadowRoot) {
  const active = activeIn(root);
  return !active || active === document.body || !active.isConnected;
}

/** The screen's heading around `box` (made focusable), for when a list has no row left. */
export function screenHeadingOf(box: HTMLElement): HTMLElement | null {
  const scope = box.closest('[part="content"], main') ?? (box.getRootNode() as Document | ShadowRoot);
  const heading = scope.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

/**
 * Keeps keyboard focus on the list when the row holding it goes away. `keys` are the rows'
 * keys in order (undefined while loading). Returns the tbody's focus handler that remembers the
 * focused row and cell. When that row leaves, focus moves to the same cell's control in the row
 * now at its place (or the last row), or to the screen's heading when the list is empty, as
 * soon as focus is free: at once, or after the confirmation dialog that did it closes.
 */
export function useFocusAfterRemoval(box: RefObject<HTMLElement | null>, keys: string[] | undefined) {
  const remembered = useRef<Remembered | null>(null);
  const waiting = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(waiting.current), []);

  const remember = useCallback((target: EventTarget) => {
    const element = target as HTMLElement;
    const row = element.closest<HTMLTableRowElement>("tr[data-row-key]");
    const cell = element.closest<HTMLTableCellElement>("td");
    if (!row || !cell) return;
    remembered.current = { key: row.dataset.rowKey ?? "", index: row.sectionRowIndex, cell: cell.cellIndex };
  }, []);

  useLayoutEffect(() => {
    const memory = remembered.current;
    const element = box.current;
    if (!memory || !keys || !element || keys.includes(memory.key)) return;
    remembered.current = null;
    const root = element.getRootNode() as Document | ShadowRoot;
    const target = () => {
      const rows = element.querySelectorAll<HTMLTableRowElement>("tbody tr[data-row-key]");
      if (rows.length === 0) return screenHeadingOf(element);
      const row = rows[Math.min(memory.index, rows.length - 1)];
      return row.cells[memory.cell]?.querySelector<HTMLElement>(FOCUSABLE) ?? row.querySelector<HTMLElement>(FOCUSABLE);
    };
    const dialogOpen = () => Boolean(root.querySelector('[aria-modal="true"]'));
    const attempt = () => {
      if (dialogOpen()) return false;
      if (focusLost(root)) target()?.focus();
      return true;
    };
    window.clearInterval(waiting.current);
    if (attempt()) return;
    // Re-renders while the dialog closes must not cancel the wait, so it lives in a ref.
    const started = performance.now();
    waiting.current = window.setInterval(() => {
      if (attempt() || performance.now() - started > DIALOG_WAIT_MS) window.clearInterval(waiting.current);
    }, 50);
  }, [keys, box]);

  return remember;
}
