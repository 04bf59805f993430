import { answer, expect, getByRole, getByText, refused, render, sent, takeUnanswered } from "./harness";
import { brand } from "./fixtures";

it("finds text and roles inside a shadow root", async () => {
  const host = document.createElement("div");
  document.body.appendChild(host);
  host.attachShadow({ mode: "open" }).innerHTML = "<button>Inside shadow</button>";
  expect(getByRole("button", "Inside shadow").tagName).to.equal("BUTTON");
  host.remove();
});

it("renders React and finds the text", async () => {
  await render(<p>Hello operator</p>);
  expect(getByText("Hello operator").tagName).to.equal("P");
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
  });

  it("refuses a request nobody answered with 501, and reports it", async () => {
    answer("GET /brand/get", []);
    const wrongMethod = await fetch("/api/brand/get", { method: "POST" });
    const unknown = await fetch("/api/brand/get/extra");
    expect([wrongMethod.status, unknown.status]).to.deep.equal([501, 501]);
    expect(takeUnanswered()).to.deep.equal(["POST /brand/get", "GET /brand/get/extra"]);
  });
});
