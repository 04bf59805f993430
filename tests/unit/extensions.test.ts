import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ExtensionScopeContext, type ShopExtension } from "../../src/core/extensionContext";
import { registerExtension, useExtensions } from "../../src/core/extensions";
import { HostEventProvider, useHostVeto } from "../../src/core/hostEvents";

/** The headers of the orders list's extension columns, as one server render sees them. */
function headersRendered(scoped: readonly ShopExtension[] = []) {
  function Headers() {
    return useExtensions("orders")
      .columns.map((column) => column.header)
      .join(",");
  }
  return renderToString(createElement(ExtensionScopeContext.Provider, { value: scoped }, createElement(Headers)));
}

let removals: (() => void)[] = [];
afterEach(() => {
  removals.forEach((remove) => remove());
  removals = [];
});

describe("extension registry", () => {
  test("renders on the server (a server snapshot) without the page-wide extensions, which appear once the page runs", () => {
    removals.push(registerExtension({ area: "orders", column: { id: "a", header: "Region", cell: () => "x" } }));
    expect(headersRendered()).toBe("");
    // An element's own extensions are props, not a store: they render on the server too.
    expect(headersRendered([{ area: "orders", column: { id: "b", header: "Desk", cell: () => "y" } }])).toBe("Desk");
  });
});

describe("host veto", () => {
  function askedWith(emitter: Parameters<typeof HostEventProvider>[0]["value"]) {
    let allowed: boolean | undefined;
    function Asker() {
      allowed = useHostVeto()("shop-before-order-status-change", { id: 1 });
      return null;
    }
    renderToString(createElement(HostEventProvider, { value: emitter }, createElement(Asker)));
    return allowed;
  }

  test("false when the host vetoes, true when it does not answer or is not there", () => {
    expect(askedWith(() => false)).toBe(false);
    expect(askedWith(() => undefined)).toBe(true);
    expect(askedWith(() => true)).toBe(true);
    expect(askedWith(null)).toBe(true);
  });

  test("asks with a cancelable event; a host that throws does not veto", () => {
    const emitter = vi.fn(() => false);
    askedWith(emitter);
    expect(emitter).toHaveBeenCalledWith("shop-before-order-status-change", { id: 1 }, { cancelable: true });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      askedWith(() => {
        throw new Error("host bug");
      }),
    ).toBe(true);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
