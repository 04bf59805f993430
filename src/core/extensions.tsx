import { useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import {
  ExtensionScopeContext,
  type ExtensionArea,
  type ExtensionColumn,
  type ExtensionRowAction,
  type ExtensionRows,
  type ShopExtension,
} from "./extensionContext";

const NONE: readonly ShopExtension[] = [];
let registered: readonly ShopExtension[] = NONE;
const listeners = new Set<() => void>();

function changed(next: readonly ShopExtension[]) {
  registered = next;
  listeners.forEach((listener) => listener());
}

/**
 * Adds a column and/or a row action to the orders or products list of every area component on
 * the page, without forking. Returns the function that takes it away again.
 */
export function registerExtension(extension: ShopExtension): () => void {
  // A copy: the entry to remove, whatever the caller does with its object afterwards.
  const entry = { ...extension } as ShopExtension;
  changed([...registered, entry]);
  return () => changed(registered.filter((other) => other !== entry));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => registered;
// Server-rendered HTML has no extensions: they appear once the page runs (no hydration mismatch).
const serverSnapshot = () => NONE;

export interface AreaExtensions<Row> {
  columns: readonly ExtensionColumn<Row>[];
  rowActions: readonly ExtensionRowAction<Row>[];
}

/** A list's extra columns and row actions: the page-wide ones, then those of the surrounding element. */
export function useExtensions<Area extends ExtensionArea>(area: Area): AreaExtensions<ExtensionRows[Area]> {
  const global = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const scoped = useContext(ExtensionScopeContext);
  return useMemo(() => {
    // Element hosts hand plain objects over: anything without this area's name is not for this list.
    const mine = [...global, ...scoped].filter(
      (extension): extension is Extract<ShopExtension, { area: Area }> =>
        typeof extension === "object" && extension !== null && extension.area === area,
    );
    type Row = ExtensionRows[Area];
    return {
      columns: mine.flatMap((extension) => (extension.column ? [extension.column as ExtensionColumn<Row>] : [])),
      rowActions: mine.flatMap((extension) =>
        extension.rowAction ? [extension.rowAction as ExtensionRowAction<Row>] : [],
      ),
    };
  }, [global, scoped, area]);
}

/** A DOM node a host built for a cell, placed into the cell as it is. */
function HostNode({ node }: { node: Node }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    element?.replaceChildren(node);
    return () => element?.replaceChildren();
  }, [node]);
  return <span ref={box} />;
}

function cellOf<Row>(column: ExtensionColumn<Row>, row: Row): ReactNode {
  let content;
  try {
    content = column.cell(row);
  } catch (error) {
    // An embedder's bug shows as an empty cell, not as a broken list.
    console.error(error);
    return null;
  }
  // No Node outside a browser (server rendering): there, content is React's.
  if (typeof Node === "undefined") return content as ReactNode;
  return content instanceof Node ? <HostNode node={content} /> : content;
}

/** Extension columns in the shape of the lists' table columns (keys prefixed: never a built-in one's). */
export function extensionTableColumns<Row>(columns: readonly ExtensionColumn<Row>[]) {
  return columns.map((column) => ({
    key: `extension-${column.id}`,
    header: column.header,
    width: column.width,
    align: column.align,
    render: (row: Row) => cellOf(column, row),
  }));
}

/** A row's extension actions in the shape of its actions menu's items. */
export function extensionMenuItems<Row>(actions: readonly ExtensionRowAction<Row>[], row: Row) {
  return actions
    .filter((action) => !action.when || action.when(row))
    .map((action) => ({ label: action.label, danger: action.danger, onSelect: () => action.onSelect(row) }));
}
