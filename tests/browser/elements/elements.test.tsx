import "../../../elements/index";
import { ELEMENTS } from "../../../elements/definitions";
import { getConfig } from "../../../src/core/config";
import { waitFor } from "@testing-library/dom";
import { answer, expect, sent, shadowScreen, signInReply, user } from "../harness";
import { account, attention, dashboardTotals, salesTrend, topProducts } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const hostStyle = document.createElement("style");

beforeEach(() => {
  // The portal's own CSS, which must not reach inside the elements.
  hostStyle.textContent = "button { color: rgb(255, 0, 0) !important; background: hotpink; } h1 { font-size: 60px; }";
  document.head.appendChild(hostStyle);
});

afterEach(() => hostStyle.remove());

function mount(html: string) {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html;
  document.body.appendChild(wrapper);
  return wrapper;
}

const loginButton = (element: Element) =>
  Array.from(element.shadowRoot?.querySelectorAll("button") ?? []).find(
    (button) => button.textContent?.trim() === "LOGIN",
  );

describe("custom elements", () => {
  it("every element is defined and, signed out, renders its sign-in into an open shadow root", async () => {
    expect(ELEMENTS.length).to.be.greaterThan(0);
    for (const { tag } of ELEMENTS) {
      expect(customElements.get(tag), tag).to.exist;
      const element = mount(`<${tag}></${tag}>`).querySelector(tag)!;
      // issue 33 history: <shop-timeline> has no screens of its own; signed out, it points to the page's sign-in.
      if (tag === "shop-timeline") await shadowScreen(element).findByText(/^Sign in with the sign-in form/);
      else await waitFor(() => expect(loginButton(element), tag).to.exist);
      expect(element.shadowRoot!.mode, tag).to.equal("open");
      // Nothing of the element leaks into the light DOM.
      expect(element.children.length, tag).to.equal(0);
      element.parentElement!.remove();
    }
  });

  it("its styles apply inside the shadow root and the page's CSS does not leak in", async () => {
    const wrapper = mount(`<shop-sign-in></shop-sign-in>`);
    const element = wrapper.querySelector("shop-sign-in")!;
    await waitFor(() => expect(loginButton(element)).to.exist);
    const button = loginButton(element)!;
    const style = getComputedStyle(button);
    // styled-components' primary button: the theme's blue and white text.
    expect(style.backgroundColor).to.equal("rgb(36, 71, 198)");
    expect(style.color).to.equal("rgb(255, 255, 255)");
    const heading = element.shadowRoot!.querySelector("h1")!;
    expect(getComputedStyle(heading).fontSize).to.not.equal("60px");
    // The element's styles went to its shadow root as adopted sheets, not to the page head.
    expect(element.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(element.shadowRoot!.querySelector("style")).to.equal(null);
  });

  it("a CSS custom property themes it across the shadow boundary", async () => {
    const wrapper = mount(`<shop-sign-in style="--shop-primary: rgb(11, 122, 117)"></shop-sign-in>`);
    const element = wrapper.querySelector("shop-sign-in")!;
    await waitFor(() => expect(loginButton(element)).to.exist);
    expect(getComputedStyle(loginButton(element)!).backgroundColor).to.equal("rgb(11, 122, 117)");
  });

  it("attributes configure the API base", async () => {
    mount(`<shop-overview api-base="https://shop.example/api/"></shop-overview>`);
    await waitFor(() => expect(getConfig().apiBase).to.equal("https://shop.example/api"));
  });

  it("signing in through <shop-sign-in> fires shop-signed-in and signs in <shop-overview>", async () => {
    answer("POST /auth/signin", signInReply("tok", "ADMIN"));
    answer("GET /dashboard", dashboardTotals({ totalSales: 10, totalCustomers: 2, totalProducts: 3, totalOrders: 4 }));
    answer("GET /dashboard/sales", salesTrend());
    answer("GET /dashboard/attention", attention());
    answer("GET /dashboard/top-products", topProducts());
    answer("GET /dashboard/sales", salesTrend());
    answer("GET /dashboard/attention", attention());
    answer("GET /dashboard/top-products", topProducts());
    answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: "ADMIN" }));
    const wrapper = mount(
      `<shop-sign-in api-base="/api"></shop-sign-in><shop-overview api-base="/api"></shop-overview>`,
    );
    const signIn = wrapper.querySelector("shop-sign-in")!;
    const overview = wrapper.querySelector("shop-overview")!;
    const events: string[] = [];
    const record = (event: Event) =>
      events.push(`${event.type}:${(event as CustomEvent).detail.userStatus}:${(event.target as Element).tagName}`);
    document.addEventListener("shop-signed-in", record);
    await waitFor(() => expect(loginButton(signIn)).to.exist);
    // With a <shop-sign-in> on the page, the overview points to it instead of showing a second form.
    await waitFor(() =>
      expect(overview.shadowRoot!.textContent).to.contain("Sign in with the sign-in form on this page"),
    );
    expect(loginButton(overview)).to.equal(undefined);

    const root = signIn.shadowRoot!;
    const setValue = (input: HTMLInputElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    setValue(root.querySelector('input[name="email"]')!, "admin@shop.test");
    setValue(root.querySelector('input[name="password"]')!, "Admin#2026");
    await user.click(loginButton(signIn)!);

    // Once per page, from the element where it happened.
    await waitFor(() => expect(events).to.deep.equal(["shop-signed-in:ADMIN:SHOP-SIGN-IN"]));
    await waitFor(() => expect(overview.shadowRoot!.textContent).to.contain("Total Orders"));
    document.removeEventListener("shop-signed-in", record);
    expect(events).to.have.length(1);
    expect(overview.shadowRoot!.querySelector('[data-figure="totalOrders"] .value')!.textContent).to.equal("4");
    expect(sent("GET /dashboard").length).to.be.greaterThan(0);
  });
});
