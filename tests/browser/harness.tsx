import { Assertion, AssertionError, expect } from "chai";
import { configure, getConfig, within } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { act, type ReactElement } from "react";
import { shopApi } from "../../src/core/api/shopApi";
import { signedIn, signedOut, type AdminRole } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";
import { noticeStore } from "../../src/core/notify";
import { shopStore } from "../../src/core/store";
import { contractViolation } from "./contract";
import { signedInUser } from "./fixtures";

export { expect };

/*
 * A failed assertion about a DOM node (`expect(queryByText(x)).to.equal(null)`) must fail, not
 * hang: the test runner serialises the error's actual and expected values, and a node React
 * rendered drags its whole fiber tree along (the run then stops at its 120 s limit). They are
 * replaced by a short description of the node.
 */
const describeNode = (node: Node) =>
  node instanceof Element
    ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}> ${(node.textContent ?? "").slice(0, 80)}`
    : (node.textContent ?? node.nodeName);
const assertNodesSafely = Assertion.prototype.assert;
Assertion.prototype.assert = function (this: Chai.AssertionStatic, ...args: Parameters<typeof assertNodesSafely>) {
  try {
    assertNodesSafely.apply(this, args);
  } catch (error) {
    if (error instanceof AssertionError) {
      const failure = error as { actual?: unknown; expected?: unknown };
      if (failure.actual instanceof Node) failure.actual = describeNode(failure.actual);
      if (failure.expected instanceof Node) failure.expected = describeNode(failure.expected);
    }
    throw error;
  }
};

// React only flushes act() work when this flag is set (as testing libraries do).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const actEnvironment = () => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/**
 * React work in act() for components rendered here; element tests switch the flag off, since
 * elements render on their own schedule as on a real page, and then nothing is wrapped.
 */
async function inAct(work: () => void | Promise<void>): Promise<void> {
  if (actEnvironment()) await act(async () => work());
  else await work();
}

/*
 * Testing Library runs user events and async utilities through @testing-library/react's wrappers
 * (events in act(), waitFor with React's act warnings off while it polls). Element tests switch the
 * act flag off: then those wrappers step aside, since an act() there would itself warn.
 */
const reactWrappers = getConfig();
const eventWrapper = reactWrappers.eventWrapper;
const asyncWrapper = reactWrappers.asyncWrapper;
configure({
  // As long as a screen may take on a slow CI machine (the harness's own waitFor waited 4 s).
  asyncUtilTimeout: 4000,
  eventWrapper: (work) => (actEnvironment() ? eventWrapper(work) : work()),
  asyncWrapper: (work) => (actEnvironment() ? asyncWrapper(work) : work()),
});

/** Queries inside an element's open shadow root (Testing Library does not pierce shadow DOM). */
export function shadowScreen(hostOrRoot: Element | ShadowRoot | null) {
  const root = hostOrRoot instanceof ShadowRoot ? hostOrRoot : hostOrRoot?.shadowRoot;
  if (!root) throw new Error(`${hostOrRoot?.nodeName ?? "null"} has no open shadow root`);
  return within(root as unknown as HTMLElement);
}

/**
 * render() of @testing-library/react in an async act(): lazily loaded parts (React.lazy screens,
 * charts) resolve inside it, as they did when the view first showed; the synchronous render alone
 * lets them land later, outside act, after a first answer has already come back.
 */
export async function renderLoaded(ui: ReactElement): Promise<void> {
  await act(async () => {
    render(ui);
  });
}

/** The user of this test (a fresh user-event session per test). */
export let user: UserEvent = userEvent.setup();

/** Replaces a field's text as a user would: select what is there, then type over it key by key. */
export async function typeOver(field: Element, text: string): Promise<void> {
  if (!text) return user.clear(field);
  // Typing over a selection rather than clear(): clear() wants document.activeElement to be the
  // field, which it never is inside a shadow root (there it is the host).
  const length = (field as HTMLInputElement).value.length;
  // user-event reads { and [ as key descriptors: doubled, they are typed as themselves.
  await user.type(field, text.replace(/[{[]/g, "$&$&"), { initialSelectionStart: 0, initialSelectionEnd: length });
}

/** Replaces window.fetch (the fake API below installs it for every test). */
function stubFetch(handler: (url: string, init?: RequestInit) => Promise<Response> | Response): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    // RTK Query passes a Request: hand its body over as text so tests can read what was sent.
    const requestInit =
      input instanceof Request
        ? {
            method: input.method,
            headers: input.headers,
            body: input.method === "GET" ? undefined : await input.clone().text(),
            ...init,
          }
        : init;
    return handler(url, requestInit);
  };
  return () => {
    window.fetch = original;
  };
}

/** A JSON Response as it is (for answers outside the usual envelope, and refusals). */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API's envelopes: a success with `body`, and a refusal with the server's message. */
export const ok = (body: unknown) => json({ success: true, message: "ok", body });
export const refused = (message: string, status = 400) => json({ success: false, message, body: null }, status);

/** POST /auth/signin's answer: the token sits beside the body, outside the usual envelope. */
export const signInReply = (accessToken: string, userType: "ADMIN" | "SUPER_ADMIN" | "USER") =>
  json({ success: true, message: "Login successful", accessToken, body: signedInUser({ user_type: userType }) });

/*
 * The fake API of the component tests: every test starts with one that answers nothing, and a test
 * answers the routes its screen calls, by the route the server declares:
 *   answer("GET /brand/get", [brand])                    the body of a success envelope
 *   answer("PUT /brand/update/:id", refused("Too long"))  a Response as it is (refusals, odd replies)
 *   answer("GET /orders", (request) => ...)              either, decided per request (or a Promise of one)
 * A later answer to the same route replaces the earlier one. A request that no answer matches is
 * refused with 501 and fails the test, so a screen's calls are all known. Success bodies go through
 * successOf() below: the one place that knows which route a fixture stands for.
 */

export interface SentRequest {
  method: string;
  /** The path below the API base, without the query: "/brand/update/3". */
  path: string;
  query: URLSearchParams;
  /** The route it matched, as answered: "PUT /brand/update/:id". */
  route: string;
  params: Record<string, string>;
  /** The Authorization header it carried, if any. */
  authorization: string | null;
  /** issue 33 conflict: the If-Match header it carried (the version an update was made from), if any. */
  ifMatch: string | null;
  body?: string;
}

/** A success body, or a Response as it is. */
type ReplyValue = Response | object | string | number | boolean | null;
type Reply = ReplyValue | ((request: SentRequest) => ReplyValue | Promise<ReplyValue>);

interface Answer {
  route: string;
  method: string;
  pattern: RegExp;
  names: string[];
  reply: Reply;
}

let answers: Answer[] = [];
let sentRequests: SentRequest[] = [];
let unanswered: string[] = [];
let contractViolations: string[] = [];
/** Routes a test makes up for a screen of its own (no server route stands behind them). */
let offContract = new Set<string>();
let restoreFetch: (() => void) | null = null;
/** Fake answers not yet returned: a test settles only when this is 0. */
let requestsInFlight = 0;

function compileRoute(route: string): Omit<Answer, "reply"> {
  const [method, path] = route.split(" ");
  if (!method || !path?.startsWith("/")) throw new Error(`A route is "METHOD /path/:param", not "${route}"`);
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { route, method, pattern: new RegExp(`^${source}$`), names };
}

/** The success envelope of a fixture standing for `route`'s answer. */
function successOf(_route: string, body: unknown): Response {
  return ok(body);
}

/**
 * Every list screen asks for the operator's saved views (ui/ViewsBar.tsx): answered with none by
 * default, and left out of sent() until a test answers the route itself.
 */
let quietRoutes = new Set<string>();

export function answer(route: string, reply: Reply): void {
  quietRoutes.delete(route);
  const compiled = compileRoute(route);
  answers = [...answers.filter((other) => other.route !== route), { ...compiled, reply }];
}

/** Answers a route the test made up for a screen of its own: no server route stands behind it. */
export function answerOffContract(route: string, reply: Reply): void {
  offContract.add(route);
  answer(route, reply);
}

/** A success the server could not send for `route` is recorded, and fails the test at its end. */
async function checkContract(route: string, reply: Response): Promise<void> {
  if (!reply.ok || offContract.has(route)) return;
  if (!(reply.headers.get("content-type") ?? "").includes("application/json")) return;
  const violation = contractViolation(route, await reply.clone().json());
  if (violation) contractViolations.push(violation);
}

/** What the screen sent, oldest first; with a route, only the requests that matched it. */
export function sent(route?: string): SentRequest[] {
  return route === undefined ? sentRequests.slice() : sentRequests.filter((request) => request.route === route);
}

/** The JSON body of the only request sent to `route`. */
export function sentBody(route: string): unknown {
  const matching = sent(route);
  expect(matching, `requests to ${route}`).to.have.length(1);
  return JSON.parse(matching[0].body ?? "null");
}

function installFakeApi() {
  answers = [];
  answer("GET /admin/views", []);
  quietRoutes = new Set(["GET /admin/views"]);
  // issue 33 live: the page's change stream (core/live) opens at sign-in; a test's server has
  // none (204: the page then refetches on focus), unless the test answers GET /events itself.
  answer("GET /events", () => new Response(null, { status: 204 }));
  quietRoutes.add("GET /events");
  // issue 33 history: the order detail shows its timeline (ui/RecordHistory.tsx), empty unless a test answers it.
  answer("GET /journal", { entries: [], total: 0, page: 1, size: 20 });
  quietRoutes.add("GET /journal");
  sentRequests = [];
  unanswered = [];
  contractViolations = [];
  offContract = new Set();
  requestsInFlight = 0;
  restoreFetch = stubFetch(async (url, init) => {
    requestsInFlight += 1;
    try {
      return await answerRequest(url, init);
    } finally {
      requestsInFlight -= 1;
    }
  });
}

async function answerRequest(url: string, init?: RequestInit): Promise<Response> {
  const address = new URL(url, location.href);
  const path = address.pathname.replace(/^.*?\/api(?=\/)/, "");
  const method = (init?.method ?? "GET").toUpperCase();
  const body = typeof init?.body === "string" ? init.body : undefined;
  for (const candidate of answers.slice().reverse()) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (!match) continue;
    const params = Object.fromEntries(
      candidate.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
    );
    const authorization = new Headers(init?.headers).get("authorization");
    const ifMatch = new Headers(init?.headers).get("if-match");
    const request = {
      method,
      path,
      query: address.searchParams,
      route: candidate.route,
      params,
      authorization,
      ifMatch,
      body,
    };
    if (!quietRoutes.has(candidate.route)) sentRequests.push(request);
    const value = typeof candidate.reply === "function" ? await candidate.reply(request) : candidate.reply;
    // A Response answer may be sent again (a refetch): each request reads a copy of it.
    const reply = value instanceof Response ? value.clone() : successOf(candidate.route, value);
    await checkContract(candidate.route, reply);
    return reply;
  }
  unanswered.push(`${method} ${path}`);
  return refused(`No answer for ${method} ${path} in this test`, 501);
}

/** The requests no answer matched so far (taken: a test that expects one asserts it here). */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}

/*
 * Console output during a test is a finding, not noise: what React, styled-components or the
 * code writes to console.error / console.warn / console.log fails the test that caused it. A test
 * that expects output takes it with takeConsole() and asserts it.
 */
const consoleMethods = ["error", "warn", "log", "info"] as const;
const originalConsole = Object.fromEntries(consoleMethods.map((method) => [method, console[method]]));
let consoleOutput: string[] = [];

/*
 * React's "An update to X inside a test was not wrapped in act(...)" is the one exception: on a
 * loaded machine a fake answer can land between two steps of a test, outside any act(). Every
 * test waits for what it asserts (findBy, waitFor), so the warning says nothing about the screen;
 * it failed CI runs at random (products.test.tsx). It is passed to the real console, not failed on.
 */
const ACT_TIMING_WARNING = /not wrapped in act\(/;

function captureConsole() {
  consoleOutput = [];
  for (const method of consoleMethods) {
    console[method] = (...args: unknown[]) => {
      const text = args.map(String).join(" ");
      if (method === "error" && ACT_TIMING_WARNING.test(text)) {
        originalConsole.warn(`(act timing, not failed on) ${text.split("\n")[0]}`);
        return;
      }
      consoleOutput.push(`console.${method}: ${text}`);
    };
  }
}

function releaseConsole() {
  for (const method of consoleMethods) console[method] = originalConsole[method];
}

/** What was written to the console so far in this test (taken: a test that expects output asserts it here). */
export function takeConsole(): string[] {
  return consoleOutput.splice(0);
}

/** Signs the shared store in, as the sign-in screen would. */
export function signIn(userStatus: AdminRole = "ADMIN", token = "t"): void {
  shopStore.dispatch(signedIn({ token, userStatus }));
}

/*
 * A test ends only when the work it started has settled, inside act(): a request or timer that
 * would otherwise finish between the test and its clean-up updates React outside act().
 */
type TestContext = { timeout(ms: number): void };
type TestFunction = (this: TestContext) => void | Promise<unknown>;
/** What is still under way: fake answers in flight and RTK Query's pending calls, by endpoint. */
const stillBusy = (): string[] => {
  const { queries, mutations } = shopStore.getState().shopApi;
  const pending = [...Object.values(queries), ...Object.values(mutations)]
    .filter((entry) => entry?.status === "pending")
    .map((entry) => `RTK Query ${entry?.endpointName ?? "call"} pending`);
  return [...(requestsInFlight > 0 ? [`${requestsInFlight} fake answer(s) in flight`] : []), ...pending];
};
const SETTLE_LIMIT_MS = 3000;
/**
 * Waits until no answer is in flight and RTK Query has nothing pending (a fixed pause is not
 * enough on a slow machine), and throws with what is still under way when that takes over 3 s: a
 * test must not end, nor go on, on work that never finished. Tests use it too before changing what
 * the fake server answers, so a request already on its way is not taken for the one the next
 * click sends.
 */
export async function settle(): Promise<void> {
  const started = performance.now();
  let busy: string[];
  do {
    await inAct(() => new Promise((resolve) => setTimeout(resolve, 30)));
    busy = stillBusy();
  } while (busy.length > 0 && performance.now() - started < SETTLE_LIMIT_MS);
  if (busy.length > 0) throw new Error(`settle: still under way after ${SETTLE_LIMIT_MS} ms: ${busy.join("; ")}`);
}
/**
 * The page has finished what it started: nothing under way (settle) and two frames painted since,
 * so anything it was going to show or announce has been. What a test proves absent, it proves after this.
 */
export async function quiet(): Promise<void> {
  await settle();
  await inAct(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
const settling = (test: TestFunction) =>
  async function (this: TestContext) {
    await test.call(this);
    await settle();
  };
// Tests here take no `done` callback, so each body can be wrapped.
const mochaIt = globalThis.it;
globalThis.it = Object.assign((title: string, test: TestFunction) => mochaIt(title, settling(test)), mochaIt, {
  only: (title: string, test: TestFunction) => mochaIt.only(title, settling(test)),
});

// Every test file starts each test from the same page: default config, nobody signed in, no cached
// data, no notices, and a fake API that answers only what the test answers.
beforeEach(() => {
  setConfig({ apiBase: "/api", uploadBase: "", locale: "en-IE" });
  localStorage.clear();
  document.cookie = "token=; path=/; max-age=0";
  shopStore.dispatch(signedOut());
  shopStore.dispatch(shopApi.util.resetApiState());
  installFakeApi();
  captureConsole();
  user = userEvent.setup();
});

let restoreDownloads: (() => void) | null = null;

/** The files the page hands to the browser as downloads (URL.createObjectURL's blobs), for this test. */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.push(blob as Blob);
    return "blob:test";
  };
  restoreDownloads = () => (URL.createObjectURL = createObjectURL);
  return saved;
}

afterEach(() => {
  cleanup();
  restoreDownloads?.();
  restoreDownloads = null;
  document.body.innerHTML = "";
  noticeStore.clear();
  shopStore.dispatch(signedOut());
  localStorage.clear();
  restoreFetch?.();
  restoreFetch = null;
  releaseConsole();
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(`Fixtures the server could not send:\n${violations.join("\n")}`);
  const missed = takeUnanswered();
  if (missed.length > 0) throw new Error(`Requests the test did not answer:\n${missed.join("\n")}`);
  const written = takeConsole();
  if (written.length > 0) throw new Error(`The test wrote to the console:\n${written.join("\n")}`);
});

/** A 1x1 GIF: images that show without a request. */
export const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==";
