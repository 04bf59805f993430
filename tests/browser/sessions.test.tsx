import { act, useState, type FormEvent } from "react";
import type { ApiError } from "../../src/core/api/apiError";
import { shopApi } from "../../src/core/api/shopApi";
import { signedIn } from "../../src/core/auth/authSlice";
import { NoticeRoutingContext, notify } from "../../src/core/notify";
import { shopStore } from "../../src/core/store";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { SettingsArea } from "../../src/shell/StandaloneViews";
import { screen, waitFor, within } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import {
  answer,
  answerOffContract,
  expect,
  json,
  ok,
  refused,
  sent,
  type SentRequest,
  user,
  typeOver,
} from "./harness";

/** A token shaped like the server's (a JWT whose subject is the user id). */
const jwt = (sub: string, nonce: string) =>
  `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ sub, sid: nonce }))}.sig`;
const OLD = jwt("2", "old");
const NEW = jwt("2", "new");
const OTHER = jwt("1", "other");

// A small screen of its own: a typed note saved through the one API slice, as every area's forms are.
const notesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    saveNote: build.mutation<{ saved: string }, string>({
      query: (text) => ({ url: "/notes", method: "POST", body: { text } }),
    }),
  }),
});

function NoteForm({ label }: { label: string }) {
  const [text, setText] = useState("");
  const [save] = notesApi.useSaveNoteMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save(text).unwrap();
      notify.success(`Saved "${result.saved}"`);
    } catch (failure) {
      notify.error(`Failed to save note "${text}"`, (failure as ApiError).message);
    }
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label={label}>
      <label>
        {label} text
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save {label}</button>
    </form>
  );
}

/** The notes the screens sent, with the token each carried. */
const notesSent = () => sent("POST /notes").map((request) => ({ auth: request.authorization, body: request.body }));

/** The server: the old token is superseded; sign-in answers for the admin (id 2) or the super admin (id 1). */
function serve() {
  answer("POST /auth/signin", (request) => {
    const { email } = JSON.parse(request.body ?? "{}") as { email: string };
    const superAdmin = email.startsWith("superadmin");
    return json({
      success: true,
      message: "Login successful",
      accessToken: superAdmin ? OTHER : NEW,
      body: {
        id: superAdmin ? 1 : 2,
        email,
        full_name: "Someone",
        image_url: null,
        user_type: superAdmin ? "SUPER_ADMIN" : "ADMIN",
      },
    });
  });
  answerOffContract("POST /notes", notesReply);
}

function notesReply(request: SentRequest) {
  if (request.authorization === `Bearer ${OLD}`)
    return json({ success: false, message: "Token is invalid due to a new login.", body: null }, 401);
  const { text } = JSON.parse(request.body ?? "{}") as { text?: string };
  return ok({ saved: text });
}

const openDialogs = () => Array.from(document.querySelectorAll("dialog")).filter((dialog) => dialog.open);
/** The operator starts acting in a surface (a pointer down on it), inside act(). */
const pointAt = (element: Element) =>
  act(async () => {
    element.dispatchEvent(new Event("pointerdown", { bubbles: true, composed: true }));
  });

async function renderTwoSurfaces() {
  render(
    <>
      <ShopProvider>
        <NoteForm label="First" />
      </ShopProvider>
      <ShopProvider>
        <NoteForm label="Second" />
      </ShopProvider>
    </>,
  );
}

async function typeAndSave(label: "First" | "Second", text: string) {
  const input = screen.getByRole("textbox", { name: `${label} text` });
  await pointAt(input);
  await typeOver(input, text);
  await user.click(screen.getByRole("button", { name: `Save ${label}` }));
}

async function signInInDialog(email: string, password = "secret") {
  const dialog = openDialogs()[0];
  await typeOver(dialog.querySelector('input[name="email"]')!, email);
  await typeOver(dialog.querySelector('input[name="password"]')!, password);
  await user.click(within(dialog as HTMLElement).getByRole("button", { name: "Sign in" }));
}

beforeEach(() => {
  shopStore.dispatch(signedIn({ token: OLD, userStatus: "ADMIN", email: "admin@shop.test" }));
  serve();
});

describe("the sign-in dialog of an interrupted session", () => {
  it("opens once for the page, keeps what was typed, and the same account's sign-in saves the refused request", async () => {
    await renderTwoSurfaces();
    // The server answers once both saves are out: the dialog, once open, makes the page inert.
    let bothSent = () => {};
    const bothOut = new Promise<void>((resolve) => (bothSent = resolve));
    answerOffContract("POST /notes", async (request) => {
      if (sent("POST /notes").length >= 2) bothSent();
      await bothOut;
      return notesReply(request);
    });
    await typeAndSave("First", "Remember the milk");
    await typeAndSave("Second", "Typed in the other one");
    await waitFor(() => expect(openDialogs()).to.have.length(1));
    const dialog = openDialogs()[0];
    expect(dialog.textContent).to.contain(
      "The session of admin@shop.test has ended: Token is invalid due to a new login.",
    );
    expect((screen.getByRole("textbox", { name: "First text" }) as HTMLInputElement).value).to.equal(
      "Remember the milk",
    );
    // The account is known, so the cursor waits in the password field.
    expect(document.activeElement).to.equal(dialog.querySelector('input[name="password"]'));
    expect(notesSent()).to.have.length(2);

    await signInInDialog("admin@shop.test");
    await waitFor(() => expect(openDialogs()).to.have.length(0));
    // Both refused saves went out once more, with the new token; nothing else was sent.
    await waitFor(() => expect(document.body.textContent).to.contain('Saved "Remember the milk"'));
    await waitFor(() => expect(document.body.textContent).to.contain('Saved "Typed in the other one"'));
    const notes = notesSent();
    expect(notes.map((call) => call.auth)).to.deep.equal([
      `Bearer ${OLD}`,
      `Bearer ${OLD}`,
      `Bearer ${NEW}`,
      `Bearer ${NEW}`,
    ]);
    expect(shopStore.getState().auth).to.include({
      token: NEW,
      interruption: null,
      generation: shopStore.getState().auth.generation,
    });
    expect(localStorage.getItem("token")).to.equal(NEW);
  });

  it("another account first asks whether to discard the unsaved work; Back keeps the dialog", async () => {
    await renderTwoSurfaces();
    const generation = shopStore.getState().auth.generation;
    await typeAndSave("First", "Half done");
    await waitFor(() => expect(openDialogs()).to.have.length(1));
    await signInInDialog("superadmin@shop.test");
    const ask = await screen.findByRole("heading", { name: "Discard unsaved work?" });
    expect(ask.closest("dialog")!.textContent).to.contain(
      "You are signing in as superadmin@shop.test, not admin@shop.test.",
    );
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Sign in again" })).to.exist;
    expect(shopStore.getState().auth.token).to.equal(OLD);

    await signInInDialog("superadmin@shop.test");
    await user.click(await screen.findByRole("button", { name: "Discard and continue" }));
    await waitFor(() => expect(openDialogs()).to.have.length(0));
    expect(shopStore.getState().auth).to.include({
      token: OTHER,
      userStatus: "SUPER_ADMIN",
      generation: generation + 1,
    });
    // The refused save is not sent as the other account.
    expect(notesSent()).to.have.length(1);
    await waitFor(() => expect(document.body.textContent).to.contain('Failed to save note "Half done"'));
  });

  it("Sign out signs out; Escape does not close the dialog by accident", async () => {
    // The refused token is sent to be ended too: the server ends it only if it is still its live session.
    answer("POST /auth/signout", refused("Token is invalid due to a new login.", 401));
    await renderTwoSurfaces();
    await typeAndSave("First", "Something");
    await waitFor(() => expect(openDialogs()).to.have.length(1));
    await act(async () => {
      openDialogs()[0].dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(openDialogs()).to.have.length(1);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(openDialogs()).to.have.length(0));
    expect(sent("POST /auth/signout").map((request) => request.authorization)).to.deep.equal([`Bearer ${OLD}`]);
    expect(shopStore.getState().auth.token).to.equal(null);
    expect(localStorage.getItem("token")).to.equal(null);
    // The refusal of the sign-out itself opens no second dialog and no notice.
    expect(document.body.textContent).not.to.contain("Sign in again");
  });

  it("a wrong password keeps the dialog open with the reason", async () => {
    answer("POST /auth/signin", json({ success: false, message: "Invalid email or password", body: null }, 401));
    answerOffContract("POST /notes", (request) =>
      request.authorization === `Bearer ${OLD}`
        ? json({ success: false, message: "Token is invalid or expired", body: null }, 401)
        : ok({}),
    );
    await renderTwoSurfaces();
    await typeAndSave("First", "x");
    await waitFor(() => expect(openDialogs()).to.have.length(1));
    await signInInDialog("admin@shop.test", "wrong");
    await waitFor(() =>
      expect(within(openDialogs()[0] as HTMLElement).getByRole("alert").textContent).to.equal("Invalid credentials"),
    );
    expect(openDialogs()).to.have.length(1);
    // The right password then still works: the held save goes out, and nothing is left waiting.
    serve();
    await signInInDialog("admin@shop.test");
    await waitFor(() => expect(openDialogs()).to.have.length(0));
    await waitFor(() => expect(document.body.textContent).to.contain('Saved "x"'));
  });
});

describe("Logout ends the session on the server", () => {
  /** The settings area with its Logout, signed in with `token` (kept in storage as after a sign-in). */
  async function renderSettings(token: string) {
    shopStore.dispatch(signedIn({ token, userStatus: "ADMIN", email: "admin@shop.test" }));
    answer("GET /banner/get", []);
    render(<SettingsArea initialPath="/setting/banner-management" />);
    await screen.findByRole("button", { name: "Logout" });
  }
  const signedOutHere = async () => {
    await screen.findByRole("textbox", { name: "Email" });
    expect(shopStore.getState().auth.token).to.equal(null);
    expect(localStorage.getItem("token")).to.equal(null);
    expect(document.cookie).not.to.contain("token=");
  };

  it("sends POST /auth/signout with the session's token before the page forgets it", async () => {
    const storedWhenSent: (string | null)[] = [];
    answer("POST /auth/signout", () => {
      storedWhenSent.push(localStorage.getItem("token"));
      return ok(null);
    });
    await renderSettings(NEW);
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await signedOutHere();
    expect(sent("POST /auth/signout").map((request) => request.authorization)).to.deep.equal([`Bearer ${NEW}`]);
    // Sent while the page still held the session: the storage was cleared only after the answer.
    expect(storedWhenSent).to.deep.equal([NEW]);
  });

  it("signs out here all the same when the server cannot be reached", async () => {
    answer("POST /auth/signout", () => Promise.reject(new TypeError("Failed to fetch")));
    await renderSettings(NEW);
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await signedOutHere();
    expect(sent("POST /auth/signout")).to.have.length(1);
  });

  it("signs out here all the same when the server refuses the token or fails, and opens no dialog", async () => {
    for (const reply of [refused("This session was signed out.", 401), refused("Internal Server Error", 500)]) {
      answer("POST /auth/signout", reply.clone());
      await renderSettings(NEW);
      await user.click(screen.getByRole("button", { name: "Logout" }));
      await signedOutHere();
      expect(openDialogs()).to.have.length(0);
      cleanup();
    }
    expect(sent("POST /auth/signout")).to.have.length(2);
  });
});

describe("notices where the action happened", () => {
  it("show in the surface where the operator acted, once, inside its own notices part", async () => {
    await renderTwoSurfaces();
    await pointAt(screen.getByRole("textbox", { name: "Second text" }));
    await act(async () => {
      notify.success("Order Status Updated Successfully");
    });
    const [first, second] = Array.from(document.querySelectorAll('[part~="notices"]'));
    expect(first.textContent).to.not.contain("Order Status Updated Successfully");
    expect(second.textContent).to.contain("Order Status Updated Successfully");
  });

  it("identical notices show once with a count; errors stay without a countdown", async () => {
    await renderTwoSurfaces();
    await act(async () => {
      notify.error('Failed to delete brand "Vapor King"', "Brand has categories");
      notify.error('Failed to delete brand "Vapor King"', "Brand has categories");
    });
    const cards = document.querySelectorAll('[data-notice-kind="error"]');
    expect(cards).to.have.length(1);
    expect(cards[0].textContent).to.contain("×2");
    expect(cards[0].querySelector('[data-testid="notice-progress"]')).to.equal(null);
    expect(cards[0].closest('[role="alert"]')).to.exist;
  });

  it("a host may send every notice to one surface", async () => {
    render(
      <>
        <ShopProvider>
          <NoteForm label="First" />
        </ShopProvider>
        <NoticeRoutingContext.Provider value={true}>
          <ShopProvider>
            <NoteForm label="Second" />
          </ShopProvider>
        </NoticeRoutingContext.Provider>
      </>,
    );
    await pointAt(screen.getByRole("textbox", { name: "First text" }));
    await act(async () => {
      notify.info("Routed");
    });
    const [first, second] = Array.from(document.querySelectorAll('[part~="notices"]'));
    expect(first.textContent).to.not.contain("Routed");
    expect(second.textContent).to.contain("Routed");
  });

  it("move to the bottom rather than cover the field that has focus", async () => {
    render(
      <ShopProvider>
        <div style={{ height: 600, position: "relative" }}>
          <label style={{ position: "absolute", top: 20, right: 20, width: 340 }}>
            Field being fixed
            <input style={{ width: "100%" }} />
          </label>
        </div>
      </ShopProvider>,
    );
    const field = screen.getByRole("textbox", { name: "Field being fixed" });
    await act(async () => {
      field.focus();
      notify.error("Please fill the required fields");
    });
    const stack = document.querySelector('[part~="notices"]')!;
    await waitFor(() => {
      const a = stack.getBoundingClientRect();
      const b = field.getBoundingClientRect();
      expect(a.top >= b.bottom || a.bottom <= b.top, "the notices cover the focused field").to.equal(true);
    });
  });
});
