import { useContext, useEffect, useMemo, useState } from "react";
import { currentRecordCommands, RecordCommandsContext } from "../core/recordCommands";
import { findRecords, RECORD_KINDS, type FoundRecord, type RecordKind } from "../core/recordSearch";
import { ElementAreaContext } from "../core/routeRegistry";
import { screensFor } from "../core/screenDirectory";
import { t } from "../core/screenMessages";
import type { MessageKey } from "../core/messages";
import { useShopSelector } from "../core/store";
import { useAreaNavigate } from "../ui/AreaLink";
import { CommandPalette, type PaletteGroup, type PaletteOption } from "../ui/CommandPalette";
import { ShortcutsDialog } from "../ui/ShortcutsDialog";

/** Typing on within this time asks the server once, for the last text. */
const DEBOUNCE_MS = 60;

const KIND_LABELS: Record<RecordKind, MessageKey> = {
  orders: "paletteOrders",
  products: "paletteProducts",
  customers: "paletteCustomers",
  discounts: "paletteDiscounts",
};

/** Each word typed appears in the label (any order, any case). */
function matches(label: string, words: string[]): boolean {
  const text = label.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The palette or the shortcuts list, in the lazily loaded chunk. */
/** What the launcher has open: the palette or the list of shortcuts. */
export type PaletteMode = "palette" | "shortcuts";

export function PaletteHost({ mode, mac, onClose }: { mode: PaletteMode; mac: boolean; onClose: () => void }) {
  return mode === "shortcuts" ? <ShortcutsDialog mac={mac} onClose={onClose} /> : <PaletteSession onClose={onClose} />;
}

interface Found {
  text: string;
  kinds: Partial<Record<RecordKind, FoundRecord[] | null>>;
}

/**
 * One opening of the palette: the screens this role may open (in an element, those it can show)
 * and the commands of the record on screen, filtered as the operator types, and the records the
 * server finds for the text (debounced; a stale look-up is cancelled).
 */
function PaletteSession({ onClose }: { onClose: () => void }) {
  const superAdmin = useShopSelector((state) => state.auth.userStatus === "SUPER_ADMIN");
  const areaId = useContext(ElementAreaContext);
  const registry = useContext(RecordCommandsContext);
  const go = useAreaNavigate();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ text: "", kinds: {} });
  // The record's commands as they are when the palette opens (the screen is behind the dialog).
  const [commands] = useState(() => currentRecordCommands(registry));
  const screens = useMemo(() => screensFor(superAdmin, areaId), [superAdmin, areaId]);
  const query = text.trim();

  useEffect(() => {
    if (!query) return;
    let cancel = () => {};
    const timer = setTimeout(() => {
      cancel = findRecords(query, (kind, records) =>
        setFound((previous) => ({
          text: query,
          kinds: previous.text === query ? { ...previous.kinds, [kind]: records } : { [kind]: records },
        })),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [query]);

  // Close first, so focus is back where it was before the screen moves on or a dialog opens.
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const commandOptions: PaletteOption[] = commands
    .filter((command) => matches(command.label, words))
    .map((command) => ({ key: `command-${command.id}`, label: command.label, choose: then(command.run) }));
  const screenOptions: PaletteOption[] = screens
    .map((screen) => ({ screen, label: t(screen.label) }))
    .filter(({ label }) => matches(label, words))
    .map(({ screen, label }) => ({ key: `screen-${screen.to}`, label, choose: then(() => go(screen.to)) }));

  // Records found for an earlier text stay until the current text's arrive (no flicker while typing).
  const current = query !== "" && found.text === query;
  const recordGroups: PaletteGroup[] = query
    ? RECORD_KINDS.map((kind) => {
        const records = found.kinds[kind];
        const label = t(KIND_LABELS[kind]);
        return {
          key: kind,
          label,
          options: (records ?? []).map((record) => ({
            key: record.key,
            label: record.label,
            detail: record.detail,
            choose: then(() => go(record.path)),
          })),
          note: current && records === null ? t("paletteSearchFailed", { kind: label }) : undefined,
        };
      })
    : [];
  const groups: PaletteGroup[] = [
    { key: "commands", label: t("paletteCommands"), options: commandOptions },
    { key: "screens", label: t("paletteScreens"), options: screenOptions },
    ...recordGroups,
  ];
  const answered = current ? RECORD_KINDS.filter((kind) => found.kinds[kind] !== undefined).length : 0;
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  let status: string;
  if (query && answered < RECORD_KINDS.length) status = t("paletteSearching");
  else if (count === 0) status = t("paletteNothing", { text: query });
  else status = t("paletteResults", { count });

  return (
    <CommandPalette
      text={text}
      onTextChange={setText}
      groups={groups}
      status={status}
      foundFor={answered > 0 ? query : undefined}
      completeFor={answered === RECORD_KINDS.length ? query : undefined}
      onClose={onClose}
    />
  );
}
