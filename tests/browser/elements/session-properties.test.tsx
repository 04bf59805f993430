import "../../../elements/index";
import { createRoot, type Root } from "react-dom/client";
import { defineElement } from "../../../elements/defineElement";
import { ELEMENTS } from "../../../elements/definitions";
import { shopStore } from "../../../src/core/store";
import { waitFor } from "@testing-library/dom";
import { answer, expect, sent, shadowScreen } from "../harness";
import { account, attention, dashboardTotals, orderFixture, orderPageOf, salesTrend, topProducts } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** A token as a portal holds it (a JWT: its subject is read to tell accounts apart). */
const jwt = (sub: number) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: String(sub) }))}.c2lnbmF0dXJl`;
const TOKEN = jwt(2);
const ORDER = { ...orderFixture(41, "Aoife Byrne", "PENDING"), order_number: "ORD-100041" };

beforeEach(() => {
  answer("GET /dashboard", dashboardTotals({ totalSales: 10, totalCustomers: 2, totalProducts: 3, totalOrders: 4 }));
  answer("GET /dashboard/sales", salesTrend());
  answer("GET /dashboard/attention", attention());
  answer("GET /dashboard/top-products", topProducts());
  answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
  answer("GET /admin/orders", orderPageOf([ORDER]));
});

/** The page as a portal's own code, or a browser extension, could read it. */
function expectTokenNowhereInTheDom(token: string) {
  expect(document.documentElement.outerHTML).to.not.contain(token);
  for (const { tag } of ELEMENTS)
    for (const element of Array.from(document.querySelectorAll(tag))) {
      expect(element.hasAttribute("token"), tag).to.equal(false);
      expect(element.hasAttribute("user-status"), tag).to.equal(false);
    }
}

const headline = (element: Element) => element.shadowRoot?.textContent ?? "";

/** What every element of the page shows once nobody is signed in. */
async function expectSignedOutEverywhere(signIn: Element, others: Element[]) {
  await shadowScreen(signIn.shadowRoot).findByRole("button", { name: "LOGIN" });
  for (const element of others)
    await waitFor(() => expect(headline(element), element.localName).to.contain("Sign in with the sign-in form"));
}

describe("plain JS: element.token", () => {
  it("signs every element in without writing the token into the DOM; null signs every element out", async () => {
    document.body.innerHTML = `<shop-sign-in></shop-sign-in><shop-overview></shop-overview><shop-orders></shop-orders>`;
    const signIn = document.querySelector("shop-sign-in")!;
    const overview = document.querySelector("shop-overview")!;
    const orders = document.querySelector("shop-orders")!;
    await expectSignedOutEverywhere(signIn, [overview, orders]);

    overview.token = TOKEN;
    await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
    await shadowScreen(orders.shadowRoot).findByRole("button", { name: "Actions for order ORD-100041" });
    await waitFor(() => expect(headline(signIn)).to.contain("Alex Admin"));
    expect(sent("GET /dashboard")[0].authorization).to.equal(`Bearer ${TOKEN}`);
    expect(overview.token).to.equal(TOKEN);
    // Every element reads the one session.
    expect(orders.token).to.equal(TOKEN);
    expectTokenNowhereInTheDom(TOKEN);

    orders.token = null;
    await expectSignedOutEverywhere(signIn, [overview, orders]);
    expect(overview.token).to.equal(null);
    expectTokenNowhereInTheDom(TOKEN);
  });

  it("undefined signs out too", async () => {
    document.body.innerHTML = `<shop-sign-in></shop-sign-in><shop-overview></shop-overview>`;
    const signIn = document.querySelector("shop-sign-in")!;
    const overview = document.querySelector("shop-overview")!;
    overview.token = TOKEN;
    await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
    signIn.token = undefined;
    await expectSignedOutEverywhere(signIn, [overview]);
  });

  it("token and userStatus set one after the other are one hand-over: one shop-signed-in with the role given", async () => {
    document.body.innerHTML = `<shop-overview></shop-overview>`;
    const overview = document.querySelector("shop-overview")!;
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener("shop-signed-in", listener);
    try {
      await shadowScreen(overview.shadowRoot).findByRole("button", { name: "LOGIN" });
      overview.token = TOKEN;
      overview.userStatus = "SUPER_ADMIN";
      await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
      expect(heard).to.deep.equal([{ userStatus: "SUPER_ADMIN" }]);
      expect(shopStore.getState().auth.userStatus).to.equal("SUPER_ADMIN");
      expectTokenNowhereInTheDom(TOKEN);
    } finally {
      document.removeEventListener("shop-signed-in", listener);
    }
  });

  it("a token set before the element is defined (an own property) is handed over when it upgrades", async () => {
    const early = document.createElement("shop-early-overview");
    (early as HTMLElement & { token?: string }).token = TOKEN;
    document.body.append(early);
    defineElement({ tag: "shop-early-overview", summary: "test", view: "overview", embed: false });
    await waitFor(() => expect(headline(early)).to.contain("Total Orders"));
    expect(Object.prototype.hasOwnProperty.call(early, "token")).to.equal(false);
    expectTokenNowhereInTheDom(TOKEN);
  });
});

describe("React 19: <shop-orders token={…}>", () => {
  let root: Root | null = null;
  afterEach(() => {
    // Out of the page first: each element then unmounts its own root outside React's commit.
    document.body.innerHTML = "";
    root?.unmount();
    root = null;
  });

  it("sets the property (the element has it), never an attribute; token={undefined} or {null} signs out", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    const page = (token: string | null | undefined) => (
      <>
        <shop-sign-in />
        <shop-orders token={token} userStatus="ADMIN" api-base="/api" />
        <shop-overview />
      </>
    );
    root.render(page(undefined));
    const signIn = await waitFor(() => {
      const found = container.querySelector("shop-sign-in");
      expect(found).to.exist;
      return found!;
    });
    const orders = container.querySelector("shop-orders")!;
    const overview = container.querySelector("shop-overview")!;
    await expectSignedOutEverywhere(signIn, [orders, overview]);

    root.render(page(TOKEN));
    await shadowScreen(orders.shadowRoot).findByRole("button", { name: "Actions for order ORD-100041" });
    await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
    expect(sent("GET /admin/orders")[0].authorization).to.equal(`Bearer ${TOKEN}`);
    expectTokenNowhereInTheDom(TOKEN);

    // React removes a prop that becomes undefined by setting the property to undefined.
    root.render(page(undefined));
    await expectSignedOutEverywhere(signIn, [orders, overview]);

    root.render(page(TOKEN));
    await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
    root.render(page(null));
    await expectSignedOutEverywhere(signIn, [orders, overview]);
    expectTokenNowhereInTheDom(TOKEN);
  });
});

/*
 * Vue 3 cannot be installed here, so this follows what @vue/runtime-dom 3.5 does for a bound prop on
 * an element it renders (patchProp -> shouldSetAsProp -> patchDOMProp / patchAttr):
 * - `:token="t"` on a plain custom element is set as a DOM property when `"token" in el`
 *   (shouldSetAsProp's last rule; no earlier rule concerns these keys), otherwise as an attribute;
 * - patchDOMProp turns null/undefined into "" when the property currently holds a string (and
 *   removes the attribute of that name), so `:token="null"` reaches the element as "";
 * - patchAttr removes the attribute for null/undefined and sets it otherwise (`storage-key` is not a
 *   property name, so it goes this way).
 * mountElement creates the element, patches every prop in template order, then inserts it.
 */
function vuePatchProp(el: Element, key: string, nextValue: unknown) {
  const target = el as unknown as Record<string, unknown>;
  if (key in el) {
    let value = nextValue;
    let needRemove = false;
    if (value === "" || value == null) {
      const type = typeof target[key];
      if (type === "boolean") value = value === "";
      else if (value == null && type === "string") {
        value = "";
        needRemove = true;
      } else if (type === "number") {
        value = 0;
        needRemove = true;
      }
    }
    target[key] = value;
    if (needRemove) el.removeAttribute(key);
  } else if (nextValue == null) el.removeAttribute(key);
  else el.setAttribute(key, String(nextValue));
}

function vueMountElement(tag: string, props: Record<string, unknown>, parent: Element) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) vuePatchProp(el, key, value);
  parent.append(el);
  return el;
}

describe("Vue 3's rule: :token binds the property because the element has it", () => {
  it('signs in without a token attribute; :token=null (handed over as "") signs every element out', async () => {
    const app = document.createElement("div");
    document.body.append(app);
    const signIn = vueMountElement("shop-sign-in", {}, app);
    const overview = vueMountElement("shop-overview", { token: TOKEN, userStatus: "ADMIN" }, app);
    const orders = vueMountElement("shop-orders", {}, app);
    await waitFor(() => expect(headline(overview)).to.contain("Total Orders"));
    await shadowScreen(orders.shadowRoot).findByRole("button", { name: "Actions for order ORD-100041" });
    expectTokenNowhereInTheDom(TOKEN);

    vuePatchProp(overview, "token", null);
    await expectSignedOutEverywhere(signIn, [overview, orders]);
    expectTokenNowhereInTheDom(TOKEN);
    expect(shadowScreen(overview.shadowRoot).queryAllByRole("button", { name: "LOGIN" })).to.have.length(0);
  });
});
