import { CustomersArea } from "../../src/shell/StandaloneViews";
import { Avatar } from "../../src/ui/Avatar";
import { screen } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, signIn } from "./harness";

// Issue 31 item 9: words an operator reads.

describe("words", () => {
  it("the rating filter says 1 star and 2 stars", async () => {
    signIn();
    answer("GET /reviews/all", []);
    render(<CustomersArea initialPath="/reviews" />);
    expect(await screen.findByRole("button", { name: "1 star" })).to.exist;
    expect(screen.getByRole("button", { name: "2 stars" })).to.exist;
    expect(screen.queryByRole("button", { name: "1 stars" })).to.equal(null);
  });

  it("avatar initials come from the person's first and last name, not a company suffix", () => {
    render(
      <>
        <Avatar name="Anna Schmidt GmbH" />
        <Avatar name="Chris van der Berg" />
        <Avatar name="Seán Ó Briain Ltd." />
        <Avatar name="Madonna" />
      </>,
    );
    expect(screen.getByRole("img", { name: "Anna Schmidt GmbH" }).textContent).to.equal("AS");
    expect(screen.getByRole("img", { name: "Chris van der Berg" }).textContent).to.equal("CB");
    expect(screen.getByRole("img", { name: "Seán Ó Briain Ltd." }).textContent).to.equal("SB");
    expect(screen.getByRole("img", { name: "Madonna" }).textContent).to.equal("M");
  });
});
