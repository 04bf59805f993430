// @vitest-environment jsdom
// A host's own unit test: <OrdersArea/> from the installed package renders under Vitest + jsdom
// with no special configuration (no inlined dependencies, no polyfills).
import { act } from "react";
import { createRoot } from "react-dom/client";
import { OrdersArea } from "@shop-admin/backoffice";
import { expect, test, vi } from "vitest";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

test("a signed-out visitor of <OrdersArea/> sees the sign-in form", async () => {
  const box = document.createElement("div");
  document.body.append(box);
  const root = createRoot(box);
  await act(async () => root.render(<OrdersArea />));
  // The sign-in screen is a lazy chunk: on a busy machine it can take longer than waitFor's 1 s default.
  await vi.waitFor(() => expect(box.querySelector("button[type=submit]")?.textContent).toBe("LOGIN"), {
    timeout: 10_000,
  });
  expect(box.querySelector("input[type=email], input[name=email]")).not.toBeNull();
  await act(async () => root.unmount());
});
