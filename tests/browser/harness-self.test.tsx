import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, refused, sent, shadowScreen, takeConsole, takeUnanswered, typeOver } from "./harness";
import { brand } from "./fixtures";

it("shadowScreen queries inside an element's shadow root, which screen does not enter", async () => {
  const host = document.createElement("div");
  document.body.appendChild(host);
  host.attachShadow({ mode: "open" }).innerHTML = "<button>Inside shadow</button>";
  expect(shadowScreen(host).getByRole("button", { name: "Inside shadow" }).tagName).to.equal("BUTTON");
  expect(screen.queryByRole("button", { name: "Inside shadow" })).to.equal(null);
  expect(() => shadowScreen(document.body)).to.throw("BODY has no open shadow root");
});

it("typeOver replaces a field's text, braces and brackets typed as themselves", async () => {
  const typed: string[] = [];
  render(<input aria-label="Name" defaultValue="old" onChange={(event) => typed.push(event.target.value)} />);
  const field = screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  await typeOver(field, "{a}[b]");
  expect(field.value).to.equal("{a}[b]");
  expect(typed.at(-1)).to.equal("{a}[b]");
});

it("captures what a test writes to the console, for the test to assert", async () => {
  console.error("Something broke");
  console.log("A note", 2);
  expect(takeConsole()).to.deep.equal(["console.error: Something broke", "console.log: A note 2"]);
  expect(takeConsole()).to.deep.equal([]);
});

describe("the fake API", () => {
  it("answers a route by method and path pattern, in the API's envelope, and records the request", async () => {
    const aurora = brand({ id: 3, brand_name: "Aurora" });
    answer("PUT /brand/update/:id", aurora);
    const response = await fetch("/api/brand/update/3?x=1", { method: "PUT", body: '{"brand_name":"Aurora"}' });
    expect(await response.json()).to.deep.equal({
      success: true,
      message: "ok",
      body: aurora,
    });
    const [request] = sent("PUT /brand/update/:id");
    expect(request.params).to.deep.equal({ id: "3" });
    expect(request.query.get("x")).to.equal("1");
    expect(request.body).to.equal('{"brand_name":"Aurora"}');
  });

  it("passes a Response through, and the latest answer to a route wins", async () => {
    answer("GET /brand/get", []);
    answer("GET /brand/get", refused("Database unavailable", 500));
    const response = await fetch("/api/brand/get");
    expect(response.status).to.equal(500);
    expect((await response.json()).message).to.equal("Database unavailable");
    // A Response answer holds for every request to its route (a refetch reads it again).
    const again = await fetch("/api/brand/get");
    expect((await again.json()).message).to.equal("Database unavailable");
  });

  it("refuses a request nobody answered with 501, and reports it", async () => {
    answer("GET /brand/get", []);
    const wrongMethod = await fetch("/api/brand/get", { method: "POST" });
    const unknown = await fetch("/api/brand/get/extra");
    expect([wrongMethod.status, unknown.status]).to.deep.equal([501, 501]);
    expect(takeUnanswered()).to.deep.equal(["POST /brand/get", "GET /brand/get/extra"]);
  });
});
