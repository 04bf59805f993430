import { cleanup, expect, getByRole, getByText, render } from "./harness";

afterEach(cleanup);

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
