import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from "react";
import styled from "styled-components";
import { tokens } from "./tokens";
import { useDismiss } from "./useDismiss";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  /** Where choosing it navigates, if it does: resting on it starts that screen (shell/intent.ts). */
  goesTo?: string;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
  border-radius: ${tokens.radius};
  min-width: 36px;
  height: 34px;
  cursor: pointer;
  font: inherit;
  font-size: 18px;
  line-height: 1;
  color: ${tokens.text};
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

// In the top layer (a manual popover) where the browser has one, placed from the button's box in
// the viewport (see place()): a table's scroll box would clip an absolutely placed menu, and a
// portal's transformed or z-indexed wrapper would misplace or cover a merely fixed one. The
// popover's own centring (inset, margin) is undone. Without the Popover API it stays fixed.
const List = styled.ul`
  position: fixed;
  z-index: 50;
  inset: auto;
  overflow: visible;
  color: inherit;
  min-width: 160px;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.16);
`;

const Item = styled.li<{ $danger?: boolean }>`
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  color: ${(p) => (p.$danger ? tokens.danger : tokens.text)};
  &:hover,
  &:focus {
    background: ${tokens.primarySoft};
    outline: none;
  }
`;

/**
 * A row action menu: a button (aria-haspopup, aria-expanded) opening a menu that arrow keys
 * move through; it closes on Escape, on an outside click and after a choice, returning focus.
 */
export function Menu({ label, items, triggerText = "⋮" }: { label: string; items: MenuItem[]; triggerText?: string }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  useDismiss(wrapper, open, close);

  const focusItem = (index: number) => {
    const elements = wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!elements?.length) return;
    elements[(index + elements.length) % elements.length].focus({ preventScroll: true });
  };

  /**
   * Below the button, or above it when the viewport has no room below; right edges aligned, but
   * never past the viewport's left or right edge (a button near the left edge opens to the right).
   */
  const place = () => {
    const box = trigger.current?.getBoundingClientRect();
    if (!box) return;
    const width = list.current?.offsetWidth || 160;
    const height = list.current?.offsetHeight || 12 + items.length * 36;
    const left = Math.max(8, Math.min(box.right - width, window.innerWidth - width - 8));
    const roomBelow = window.innerHeight - box.bottom;
    setPosition(
      roomBelow < height + 12 && box.top > roomBelow
        ? { left, bottom: window.innerHeight - box.top + 4 }
        : { left, top: box.bottom + 4 },
    );
  };

  // The menu is fixed, so it follows its button's box once a frame while open: a scroll (the page,
  // a table's box), a resize, or rows above it coming or going (a search's answer landing after the
  // menu opened) all move the button without telling the menu.
  const placeLatest = useRef(place);
  placeLatest.current = place;
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let placedFor = "";
    const follow = () => {
      const box = trigger.current?.getBoundingClientRect();
      const where = box ? `${box.left} ${box.top} ${box.right} ${box.bottom} ${innerWidth} ${innerHeight}` : "";
      if (where !== placedFor) {
        placedFor = where;
        placeLatest.current();
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Into the top layer as it opens (React has no prop for it); a closed popover leaves with its node.
  useLayoutEffect(() => {
    const element = list.current;
    if (open && element && typeof element.showPopover === "function" && !element.matches(":popover-open")) {
      element.showPopover();
    }
    // Now that it has a size, place it by that size.
    if (open) place();
    // place() reads only refs and props; the follow loop above places it again whenever the button moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const openMenu = () => {
    place();
    setOpen(true);
    requestAnimationFrame(() => focusItem(0));
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = Array.from(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = elements.indexOf(event.target as HTMLElement);
    if (event.key === "ArrowDown") focusItem(current + 1);
    else if (event.key === "ArrowUp") focusItem(current - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(elements.length - 1);
    else if (event.key === "Tab")
      close(); // focus goes back to the button, not to <body>
    else return;
    event.preventDefault();
  };

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        {triggerText}
      </Trigger>
      {open ? (
        <List
          ref={list}
          id={menuId}
          popover="manual"
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          style={position}
        >
          {items.map((item) => (
            <Item
              key={item.label}
              role="menuitem"
              tabIndex={-1}
              $danger={item.danger}
              data-goes-to={item.goesTo}
              onClick={() => {
                close();
                item.onSelect();
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  close();
                  item.onSelect();
                }
              }}
            >
              {item.label}
            </Item>
          ))}
        </List>
      ) : null}
    </Wrapper>
  );
}
