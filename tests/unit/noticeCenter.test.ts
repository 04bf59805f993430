// NoticeCenter rendered by React into happy-dom: what a person sees of the notices, and when
// they go away. Timers are faked so "4.5 seconds later" is exact.
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { noticeStore, notify } from "../../src/core/notify";
import { NoticeCenter } from "../../src/core/notify/NoticeCenter";

declare global {
  // React reads this to know that updates are wrapped in act().
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];
function mount() {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(createElement(NoticeCenter)));
  mounted.push({ root, host });
  return host;
}
const cards = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>("[data-notice-kind]")];
const titles = (host: HTMLElement) => cards(host).map((card) => card.querySelector("p")!.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
  act(() => noticeStore.clear());
  vi.useRealTimers();
});

describe("NoticeCenter", () => {
  test("empty live regions are always there to announce notices, inside the notices part", () => {
    const host = mount();
    const alerts = host.querySelector('[role="alert"]')!;
    const status = host.querySelector('[role="status"]')!;
    expect(alerts.getAttribute("aria-label")).toBe("Error notifications");
    expect(status.getAttribute("aria-label")).toBe("Notifications");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(alerts.closest('[part~="notices"]')).toBe(status.closest('[part~="notices"]'));
    expect(alerts.closest('[part~="notices"]')).not.toBeNull();
    expect(cards(host)).toEqual([]);
  });

  test("each notice shows its title and description; errors are in the alert region, first", () => {
    const host = mount();
    act(() => {
      notify.success("Brand saved", "Nova is now listed");
      notify.error("Not saved");
      notify.info("Heads up");
    });
    expect(titles(host)).toEqual(["Not saved", "Brand saved", "Heads up"]);
    const regionOf = (card: HTMLElement) => card.closest("[role]")!.getAttribute("role");
    expect(cards(host).map(regionOf)).toEqual(["alert", "status", "status"]);
    expect(cards(host).map((card) => card.dataset.noticeKind)).toEqual(["error", "success", "info"]);
    expect(cards(host)[1].textContent).toContain("Nova is now listed");
    expect(cards(host)[0].querySelectorAll("p")).toHaveLength(1);
  });

  test("the close button dismisses its notice only", () => {
    const host = mount();
    act(() => {
      notify.info("First");
      notify.info("Second");
    });
    const close = cards(host)[0].querySelector("button")!;
    expect(close.getAttribute("aria-label")).toBe("Dismiss notification");
    expect(close.getAttribute("type")).toBe("button");
    act(() => close.click());
    expect(titles(host)).toEqual(["Second"]);
  });

  test("a notice goes away by itself after its duration", () => {
    const host = mount();
    act(() => {
      notify.info("Short-lived");
    });
    act(() => vi.advanceTimersByTime(4499));
    expect(titles(host)).toEqual(["Short-lived"]);
    act(() => vi.advanceTimersByTime(1));
    expect(titles(host)).toEqual([]);
  });

  test("hovering pauses the countdown; leaving resumes it with the time that was left", () => {
    const host = mount();
    act(() => {
      notify.info("Read me");
    });
    act(() => vi.advanceTimersByTime(1000));
    const card = cards(host)[0];
    act(() => card.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(10_000));
    expect(titles(host)).toEqual(["Read me"]);
    act(() => card.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(3499));
    expect(titles(host)).toEqual(["Read me"]);
    act(() => vi.advanceTimersByTime(1));
    expect(titles(host)).toEqual([]);
  });

  test("an error stays until dismissed", () => {
    const host = mount();
    act(() => {
      notify.error("Keep me");
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(titles(host)).toEqual(["Keep me"]);
  });

  test("focus inside a notice pauses it too", () => {
    const host = mount();
    act(() => {
      notify.info("Keep me");
    });
    const button = cards(host)[0].querySelector("button")!;
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(titles(host)).toEqual(["Keep me"]);
    act(() => button.blur());
    act(() => vi.advanceTimersByTime(4500));
    expect(titles(host)).toEqual([]);
  });

  test("with two centers on a page only the first shows notices, until it goes", () => {
    const first = mount();
    const second = mount();
    act(() => {
      notify.info("Once");
    });
    expect(titles(first)).toEqual(["Once"]);
    expect(titles(second)).toEqual([]);
    act(() => mounted[0].root.unmount());
    expect(titles(second)).toEqual(["Once"]);
  });
});
