import { act } from "react";
import { render } from "@testing-library/react";
import { screen, waitFor, within } from "@testing-library/dom";
import { notify } from "../../src/core/notify";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { SignIn } from "../../src/shell/StandaloneViews";
import { ChangePassword } from "../../src/features/auth/ChangePassword";
import { answer, expect, refused, renderLoaded, sent, signIn, signInReply, typeOver, user } from "./harness";
import { account } from "./fixtures";

const SIGN_IN = "POST /auth/signin";
const errorRegion = () => screen.getByRole("alert", { name: "Error notifications" });
const focusedName = () => {
  const active = document.activeElement as HTMLElement | null;
  return active
    ? `${active.tagName} ${active.getAttribute("aria-label") ?? active.getAttribute("name") ?? ""}`
    : "none";
};

async function fillAndSubmit(email: string, password: string) {
  await typeOver(screen.getByRole("textbox", { name: "Email" }), email);
  await typeOver(document.querySelector('input[name="password"]')!, password);
  await user.click(screen.getByRole("button", { name: "LOGIN" }));
}

describe("notices end when their cause does (issue 31, item 6)", () => {
  it("a sign-in error goes on a successful sign-in; after the failure focus is on the email field", async () => {
    answer(SIGN_IN, refused("Invalid email or password", 401));
    await renderLoaded(<SignIn />);
    await fillAndSubmit("admin@shop.test", "nope");
    await within(errorRegion()).findByText("Invalid credentials. Please try again.");
    await waitFor(() => expect(focusedName()).to.equal("INPUT email"));

    answer(SIGN_IN, signInReply("admin-token", "ADMIN"));
    answer("GET /user", account({ id: 1, full_name: "Ada Admin", user_type: "ADMIN" }));
    await typeOver(document.querySelector('input[name="password"]')!, "Admin#2026");
    await user.click(screen.getByRole("button", { name: "LOGIN" }));
    await screen.findByText("Login successful!");
    expect(within(errorRegion()).queryByText("Invalid credentials. Please try again.")).to.equal(null);
  });

  it("the dismiss button comes before the page in the tab order, and Escape on a notice dismisses it", async () => {
    render(
      <ShopProvider>
        <button type="button">First control of the page</button>
        <button type="button">Second control of the page</button>
      </ShopProvider>,
    );
    await act(async () => {
      notify.error("Failed to save brand", "Name too long");
    });
    const dismiss = await screen.findByRole("button", { name: "Dismiss notification" });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    expect(focusedName()).to.equal("BUTTON Dismiss notification");
    expect(dismiss.isConnected).to.equal(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Failed to save brand")).to.equal(null));
  });
});

describe("new passwords are checked at the field (issue 31, items 5 and 9)", () => {
  it("a password under 8 characters is refused before any request, and focus goes to it", async () => {
    signIn();
    await renderLoaded(
      <ShopProvider>
        <ChangePassword />
      </ShopProvider>,
    );
    const fields = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await typeOver(fields[0], "Current#2026");
    await typeOver(fields[1], "short1");
    await typeOver(fields[2], "short1");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText("Password must be at least 8 characters");
    expect(sent()).to.have.length(0);
    await waitFor(() => expect(document.activeElement === fields[1], "focus on New Password").to.equal(true));
  });

  it("a refused change shows the server's message without a field place glued on", async () => {
    signIn();
    answer("POST /auth/password/change", refused("Invalid body.newPassword: must be at least 8 characters", 400));
    await renderLoaded(
      <ShopProvider>
        <ChangePassword />
      </ShopProvider>,
    );
    const fields = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await typeOver(fields[0], "Current#2026");
    await typeOver(fields[1], "Longenough#2026");
    await typeOver(fields[2], "Longenough#2026");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await within(errorRegion()).findByText("newPassword must be at least 8 characters");
    await waitFor(() => expect(document.activeElement === fields[0], "focus back on the first field").to.equal(true));
  });
});
