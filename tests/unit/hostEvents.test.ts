import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { HostEventProvider, useHostEvent, type HostEventEmitter } from "../../src/core/hostEvents";

/** Renders a component that emits one event through useHostEvent. */
function emitFrom(wrap: (child: ReturnType<typeof createElement>) => ReturnType<typeof createElement>) {
  function Emitter() {
    useHostEvent()("order-status-change", { id: 7 });
    return null;
  }
  renderToString(wrap(createElement(Emitter)));
}

describe("host events", () => {
  test("an area's event reaches the surrounding host's emitter", () => {
    const emitter = vi.fn<HostEventEmitter>();
    emitFrom((child) => createElement(HostEventProvider, { value: emitter }, child));
    expect(emitter).toHaveBeenCalledExactlyOnceWith("order-status-change", { id: 7 });
  });

  test("without a host that listens, emitting does nothing and does not fail", () => {
    expect(() => emitFrom((child) => child)).not.toThrow();
  });
});
