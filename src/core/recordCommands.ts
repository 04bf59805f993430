import { createContext, useContext, useEffect, useRef } from "react";

/** An action on the record a screen shows, offered by the command palette ("Confirm order ORD-100116"). */
export interface RecordCommand {
  /** Stable while the screen shows the same record and state ("order-7-confirm"). */
  id: string;
  /** Translated, naming the record. */
  label: string;
  /** Starts the action as the screen's own button does (its confirmation and notices included). */
  run: () => void;
}

/**
 * The commands of the screens on show, by the screen that registered them. One per shell (the
 * back-office's, each element's): the palette of that shell reads it when it opens.
 */
export type RecordCommandRegistry = Map<object, readonly RecordCommand[]>;

export const RecordCommandsContext = createContext<RecordCommandRegistry | null>(null);

/**
 * A screen offers `commands` to its shell's palette while it is shown (outside a shell, nowhere).
 * Registered after each render, so the list always matches what the screen's buttons offer now.
 */
export function useRecordCommands(commands: readonly RecordCommand[]): void {
  const registry = useContext(RecordCommandsContext);
  const owner = useRef({});
  useEffect(() => {
    registry?.set(owner.current, commands);
  });
  useEffect(() => {
    const key = owner.current;
    return () => void registry?.delete(key);
  }, [registry]);
}

/** Every command registered in `registry` now, in registration order. */
export function currentRecordCommands(registry: RecordCommandRegistry | null): RecordCommand[] {
  return registry ? [...registry.values()].flat() : [];
}
