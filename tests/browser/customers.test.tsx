import { act } from "react";
import type { Review, SalePerson, User } from "../../src/core/types";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import { account } from "./fixtures";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, json, ok, refused, renderLoaded, sent, settle, signIn, typeOver, user } from "./harness";

const customer = (id: number, full_name: string, bussiness_type: "B2B" | "B2C", fields: Partial<User> = {}): User => ({
  ...account({ id, full_name }),
  user_type: "USER",
  bussiness_type,
  vat_number: bussiness_type === "B2B" ? "IE1234567X" : null,
  orderCount: 0,
  totalNetPayable: 0,
  referred_by: null,
  address: [],
  ...fields,
});

const USERS = [
  customer(1, "Aoife Byrne", "B2B", { referred_by: "Rita Seller", used_referral_code: "SP1RITA" }),
  customer(2, "Brian Walsh", "B2C"),
  customer(3, "Ciara Byrne", "B2C"),
];

const review = (id: number, rating: number, name: string, product: string): Review => ({
  id,
  rating,
  comment: `Comment ${id} about ${product}, which is long enough to be worth reading in full on the detail page.`,
  created_at: "2026-11-02T10:00:00.000Z",
  user: { id: 100 + id, full_name: name, email: `${name.split(" ")[0].toLowerCase()}@example.test`, image_url: null },
  product: { id: 200 + id, product_name: product, productImages: [] },
});

const REVIEWS = [
  review(1, 5, "Aoife Byrne", "Mango Ice"),
  review(2, 2, "Brian Walsh", "Berry Blast"),
  review(3, 4, "Ciara Byrne", "Cola Kick"),
];

const salePerson = (id: number, full_name: string): SalePerson => ({
  id,
  full_name,
  email: `${full_name.split(" ")[0].toLowerCase()}@sales.example`,
  dob: "1985-03-14",
  contact_number: "31612345678",
  image_url: null,
  referral_code: `SP${id}`,
  account_status: "ACTIVE",
  created_at: "2026-01-10T09:00:00.000Z",
});

const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));
// The selection checkbox's cell (ui/useBulkSelection) is left out.
const cellTexts = (row: Element) =>
  Array.from(row.querySelectorAll("td:not(:has(input[type=checkbox]))")).map((cell) => cell.textContent);

beforeEach(() => signIn());

describe("users list", () => {
  it("shows a skeleton while loading, then every column; sale persons are the server's to leave out", async () => {
    let release: (response: Response) => void = () => {};
    answer("GET /users", () => new Promise((resolve) => (release = resolve)));
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(document.querySelectorAll("tr[data-skeleton]").length).to.be.greaterThan(0));
    await act(async () => release(ok(USERS)));
    await waitFor(() => expect(rows()).to.have.length(3));
    expect(cellTexts(rows()[0]).slice(0, 7)).to.deep.equal([
      "1",
      "Aoife Byrne",
      "aoifebyrne@example.test",
      "+353 1 555 0100",
      "B2B",
      "Rita Seller",
      "ACTIVE",
    ]);
    // Referred by: a dash when none.
    expect(cellTexts(rows()[1])[5]).to.equal("—");
    expect(screen.getByText("3 of 3 users")).to.exist;
    expect(screen.getByRole("link", { name: "Aoife Byrne" }).getAttribute("href")).to.equal("/userProfile/1");
  });

  it("says No users found when there are none", async () => {
    answer("GET /users", []);
    render(<CustomersArea initialPath="/user" />);
    await screen.findByText("No users found");
  });

  it("a failed load shows the server's message, and Retry loads again", async () => {
    let fail = true;
    answer("GET /users", () => (fail ? refused("Database unavailable", 500) : ok(USERS)));
    render(<CustomersArea initialPath="/user" />);
    await screen.findByText("Error fetching users");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows()).to.have.length(3));
  });

  it("filters by business type with counts, and searches by name", async () => {
    answer("GET /users", USERS);
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("button", { name: "B2C (2)" }));
    await screen.findByText("2 of 3 users");
    expect(screen.getByRole("button", { name: "B2C (2)" }).getAttribute("aria-pressed")).to.equal("true");
    await typeOver(screen.getByRole("searchbox", { name: "Search by name" }), "ciara");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(cellTexts(rows()[0])[1]).to.equal("Ciara Byrne");
    await typeOver(screen.getByRole("searchbox", { name: "Search by name" }), "nobody");
    await screen.findByText("No users found");
  });

  it("a refused delete shows why and the row stays", async () => {
    answer("GET /users", USERS);
    answer(
      "DELETE /user/delete/:id",
      refused("This user has orders; orders are kept, so the user cannot be deleted.", 409),
    );
    render(<CustomersArea initialPath="/user" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("button", { name: "Actions for Brian Walsh" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete Profile" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete user "Brian Walsh"');
    expect(screen.getByText("This user has orders; orders are kept, so the user cannot be deleted.")).to.exist;
    expect(sent("DELETE /user/delete/:id")).to.have.length(1);
    expect(rows()).to.have.length(3);
  });
});

describe("sale persons list", () => {
  it("loads, then lists and searches; empty and failed loads say so", async () => {
    answer("GET /salepersons", [salePerson(1, "Rita Seller"), salePerson(2, "Sean Seller")]);
    render(<CustomersArea initialPath="/sale-person" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(cellTexts(rows()[0]).slice(1, 5)).to.deep.equal([
      "Rita Seller",
      "rita@sales.example",
      "31612345678",
      "14/03/1985",
    ]);
    await typeOver(screen.getByRole("searchbox", { name: "Search sale persons" }), "sean");
    await waitFor(() => expect(rows()).to.have.length(1));
  });

  it("says No sale persons found, or the server's message with Retry", async () => {
    let fail = true;
    answer("GET /salepersons", () => (fail ? refused("Database unavailable", 500) : ok([])));
    // Loaded in act: a part mounting after the failure would ask again while the server still fails.
    await renderLoaded(<CustomersArea initialPath="/sale-person" />);
    await screen.findByText("Error fetching sale persons");
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("No sale persons found");
  });
});

describe("reviews list", () => {
  it("shows stars with their text, filters by rating and searches by product or customer", async () => {
    answer("GET /reviews/all", REVIEWS);
    render(<CustomersArea initialPath="/reviews" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    expect(screen.getByText("5 out of 5")).to.exist;
    await user.click(screen.getByRole("button", { name: "2 stars" }));
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(screen.getByText("Berry Blast")).to.exist;
    await user.click(screen.getByRole("button", { name: "All ratings" }));
    await typeOver(screen.getByRole("searchbox", { name: "Search by product or customer" }), "ciara");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(screen.getByText("Cola Kick")).to.exist;
  });

  it("says No reviews found, or the server's message with Retry", async () => {
    let fail = true;
    answer("GET /reviews/all", () => (fail ? refused("Database unavailable", 500) : ok([])));
    render(<CustomersArea initialPath="/reviews" />);
    await screen.findByText("Error fetching reviews");
    await settle();
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("No reviews found");
  });

  it("deletes the selection in one action; a failed row stays selected with its reason", async () => {
    let listed = REVIEWS;
    answer("GET /reviews/all", () => ok(listed));
    answer("DELETE /review/delete/:id", (request) => {
      if (request.params.id === "2") return refused("Review not found", 404);
      listed = listed.filter((one) => String(one.id) !== request.params.id);
      return ok(null);
    });
    render(<CustomersArea initialPath="/reviews" />);
    await waitFor(() => expect(rows()).to.have.length(3));
    await user.click(screen.getByRole("checkbox", { name: "Select every review on this page" }));
    await screen.findByText("3 selected");
    await user.click(screen.getByRole("checkbox", { name: "Select review by Ciara Byrne on Cola Kick" }));
    await screen.findByText("2 selected");
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    expect(screen.getByText("Delete 2 reviews?")).to.exist;
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await screen.findByText("1 review deleted; 1 refused: Review by Brian Walsh on Berry Blast — Review not found");
    expect(sent("DELETE /review/delete/:id")).to.have.length(2);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(screen.getByText("1 selected")).to.exist;
    expect(
      (screen.getByRole("checkbox", { name: "Select review by Brian Walsh on Berry Blast" }) as HTMLInputElement)
        .checked,
    ).to.equal(true);
    expect(screen.queryByText("Mango Ice")).to.equal(null);
  });
});

describe("sale person form", () => {
  const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

  async function fillNewPerson(contact: string) {
    await screen.findByRole("heading", { name: "Add Sale Person" });
    await typeOver(await screen.findByRole("textbox", { name: "Full Name" }), "Sam Seller");
    await typeOver(field("Email"), "sam@sales.example");
    await typeOver(await screen.findByRole("textbox", { name: "Date of Birth" }), "12/05/1990");
    await user.keyboard("{Escape}");
    await typeOver(field("Contact Number"), contact);
    await user.click(screen.getByRole("button", { name: "Create" }));
  }

  it("refuses a short number beside its field and focuses it, then creates the sale person", async () => {
    answer("GET /salepersons", []);
    answer("POST /user/saleperson/create", (request) =>
      ok({ ...salePerson(9, "Sam Seller"), ...JSON.parse(request.body ?? "{}") }),
    );
    render(<CustomersArea initialPath="/add-sale-person" />);
    await fillNewPerson("12345");
    await screen.findByText("The contact number must have 10 to 15 digits.");
    await waitFor(() => expect(document.activeElement).to.equal(field("Contact Number")));
    expect(sent("POST /user/saleperson/create")).to.have.length(0);
    await typeOver(field("Contact Number"), "3161234567");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await screen.findByText("Sale person created successfully");
    expect(JSON.parse(sent("POST /user/saleperson/create")[0].body ?? "null")).to.deep.equal({
      full_name: "Sam Seller",
      email: "sam@sales.example",
      dob: "1990-05-12",
      contact_number: "3161234567",
      image_url: null,
    });
    await screen.findByRole("heading", { name: "Sale Persons" });
  });

  it("a taken email is said in the notice and at the email field, which gets the focus; the form stays", async () => {
    answer("POST /user/saleperson/create", refused("A user with this email already exists", 409));
    render(<CustomersArea initialPath="/add-sale-person" />);
    await fillNewPerson("3161234567");
    await screen.findByText('Failed to create sale person "Sam Seller"');
    await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).to.equal("true"));
    await waitFor(() => expect(document.activeElement).to.equal(field("Email")));
    expect(field("Full Name").value).to.equal("Sam Seller");
    // Fixing the email takes its message away.
    await typeOver(field("Email"), "sam.other@sales.example");
    expect(field("Email").getAttribute("aria-invalid")).to.equal(null);
  });

  it("an edit sends the opened version; a 412 opens the review, and its merge saves with the server's version", async () => {
    const opened = { ...salePerson(4, "Rita Seller"), version: 1 };
    const theirs = { ...opened, email: "rita.new@sales.example", version: 2 };
    answer("GET /saleperson/byid/:id", opened);
    answer("PUT /saleperson/update/:id", (request) => {
      if (request.ifMatch === '"1"') {
        answer("GET /saleperson/byid/:id", theirs);
        return json({ success: false, message: "Changed meanwhile", body: theirs }, 412);
      }
      return ok({ ...theirs, ...JSON.parse(request.body ?? "{}"), version: 3 });
    });
    render(<CustomersArea initialPath="/sale-person-profile/4?edit=1" />);
    await waitFor(() => expect(field("Full Name").value).to.equal("Rita Seller"));
    await typeOver(field("Full Name"), "Rita Mine");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
    expect(sent("PUT /saleperson/update/:id")[0].ifMatch).to.equal('"1"');
    expect(within(within(dialog).getByRole("row", { name: /Email/ })).getByText("rita.new@sales.example")).to.exist;
    expect(field("Full Name").value).to.equal("Rita Mine");
    expect(screen.queryByText(/Failed to update user/)).to.equal(null);
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await screen.findByText("User updated successfully");
    const puts = sent("PUT /saleperson/update/:id");
    expect(puts).to.have.length(2);
    expect(puts[1].ifMatch).to.equal('"2"');
    expect(JSON.parse(puts[1].body ?? "null")).to.include({ full_name: "Rita Mine", email: "rita.new@sales.example" });
    // Saved: the profile shows its facts again.
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Full Name" })).to.equal(null));
    expect(screen.getByRole("button", { name: "Edit" })).to.exist;
  });
});
