import { act } from "react";
import { shopStore } from "../../src/core/store";
import { Overview, SignIn } from "../../src/shell/StandaloneViews";
import { screen, waitFor } from "@testing-library/dom";
import {
  answer,
  expect,
  ok,
  refused,
  renderLoaded,
  sent,
  sentBody,
  signIn,
  signInReply,
  user,
  typeOver,
  settle,
} from "./harness";
import { account, attention, dashboardTotals, salesTrend, topProducts } from "./fixtures";

const SIGN_IN = "POST /auth/signin";

/** What the page's alerts say: the form's own alert is the message alone (the notices' region holds more). */
const alertTexts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

async function fillAndSubmit(email: string, password: string) {
  await typeOver(screen.getByRole("textbox", { name: "Email" }), email);
  await typeOver(document.querySelector('input[name="password"]')!, password);
  await user.click(screen.getByRole("button", { name: "LOGIN" }));
}

describe("sign-in", () => {
  it("asks for both fields before sending anything", async () => {
    await renderLoaded(<SignIn />);
    await user.click(screen.getByRole("button", { name: "LOGIN" }));
    expect(screen.getByText("Email is required")).to.exist;
    expect(screen.getByText("Password is required")).to.exist;
    expect(sent()).to.have.length(0);
  });

  it("Show/Hide toggles the password's visibility", async () => {
    await renderLoaded(<SignIn />);
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).to.equal("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).to.equal("text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.type).to.equal("password");
  });

  it("shows a spinner while the request runs, then refuses a USER without storing a token", async () => {
    let release: (response: Response) => void = () => {};
    answer(SIGN_IN, () => new Promise((resolve) => (release = resolve)));
    await renderLoaded(<SignIn />);
    await fillAndSubmit("customer@shop.test", "Customer#2026");
    const button = screen.getByRole("button", { name: "LOGIN" });
    expect(button.getAttribute("aria-busy")).to.equal("true");
    expect(button.querySelector("span[aria-hidden]")).to.exist;
    await waitFor(() => expect(sent(SIGN_IN)).to.have.length(1));
    expect(sentBody(SIGN_IN)).to.deep.equal({ email: "customer@shop.test", password: "Customer#2026" });
    await act(async () => release(signInReply("user-token", "USER")));
    await waitFor(() => expect(alertTexts()).to.include("Invalid user type. Access denied."));
    expect(localStorage.getItem("token")).to.equal(null);
    expect(shopStore.getState().auth.token).to.equal(null);
  });

  it("a failed request shows the notice and the inline Invalid credentials, cleared on the next submit", async () => {
    answer(SIGN_IN, refused("Invalid email or password", 401));
    await renderLoaded(<SignIn />);
    await fillAndSubmit("admin@shop.test", "nope");
    await screen.findByText("Invalid credentials. Please try again.");
    expect(alertTexts()).to.include("Invalid credentials");
    let release: (response: Response) => void = () => {};
    answer(SIGN_IN, () => new Promise((resolve) => (release = resolve)));
    await user.click(screen.getByRole("button", { name: "LOGIN" }));
    expect(screen.queryByText("Invalid credentials")).to.equal(null);
    await waitFor(() => expect(sent(SIGN_IN)).to.have.length(2));
    await act(async () => release(refused("Too many failed attempts.", 429)));
  });

  it("success stores the session as the spec says and shows the signed-in state", async () => {
    answer(SIGN_IN, signInReply("admin-token", "SUPER_ADMIN"));
    answer("GET /user", account({ id: 1, full_name: "Sam Superadmin", user_type: "SUPER_ADMIN" }));
    await renderLoaded(<SignIn />);
    await fillAndSubmit("superadmin@shop.test", "SuperAdmin#2026");
    await screen.findByText("Login successful!");
    expect(localStorage.getItem("token")).to.equal("admin-token");
    expect(localStorage.getItem("userStatus")).to.equal('"SUPER_ADMIN"');
    expect(document.cookie).to.contain("token=admin-token");
    await screen.findByText("Sam Superadmin");
  });

  it("a network failure says so and keeps what was typed", async () => {
    answer(SIGN_IN, () => {
      throw new TypeError("Failed to fetch");
    });
    await renderLoaded(<SignIn />);
    await fillAndSubmit("admin@shop.test", "Admin#2026");
    await screen.findByText("Login failed. Please try again.");
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).to.equal("admin@shop.test");
  });
});

describe("overview", () => {
  // No month-over-month change: the server sends null for each when last month had none.
  const totals = dashboardTotals({ totalSales: 1234.5, totalCustomers: 81, totalProducts: 240, totalOrders: 320 });

  beforeEach(() => {
    signIn();
    // The blocks below the totals (tests/browser/overview.test.tsx): a shop with nothing in them.
    answer("GET /dashboard/sales", salesTrend());
    answer("GET /dashboard/attention", attention());
    answer("GET /dashboard/top-products", topProducts());
  });

  it("shows a skeleton while loading, then the figures with the real change", async () => {
    let release: (response: Response) => void = () => {};
    answer("GET /dashboard", () => new Promise((resolve) => (release = resolve)));
    await renderLoaded(<Overview />);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"][role="status"]')).to.exist);
    await act(async () =>
      release(
        ok(
          dashboardTotals({
            ...totals,
            monthOverMonth: { totalSales: 12.5, totalCustomers: -40, totalProducts: null, totalOrders: 0 },
          }),
        ),
      ),
    );
    await screen.findByText("€1,234.50");
    expect(screen.getByText("▲ +12.5%")).to.exist;
    expect(screen.getByText("▼ −40%")).to.exist;
    expect(screen.getByText("up 12.5% compared with last month")).to.exist;
    const products = document.querySelector('[data-figure="totalProducts"]')!;
    expect(products.textContent).to.not.contain("%");
    expect(products.textContent).to.contain("This month");
  });

  it("invents no percentage when the API gives none", async () => {
    answer("GET /dashboard", totals);
    await renderLoaded(<Overview />);
    await screen.findByText("320");
    expect(document.body.textContent).to.not.contain("%");
    expect(document.querySelectorAll("[data-figure] .caption").length).to.equal(4);
  });

  it("a failed load shows the error and a retry that works", async () => {
    // The server fails until the operator retries (a screen mounting after its starter's failure asks again).
    let serverDown = true;
    answer("GET /dashboard", () => (serverDown ? refused("Database unavailable", 500) : totals));
    await renderLoaded(<Overview />);
    await screen.findByText("Error fetching dashboard");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    serverDown = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("€1,234.50");
  });
});
