import { act } from "react";
import { shopStore } from "../../src/core/store";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import {
  answer,
  cleanup,
  click,
  expect,
  getByRole,
  getByText,
  PIXEL,
  queryAllByRole,
  queryByText,
  refused,
  render,
  sent,
  sentBody,
  signIn,
  type,
  waitFor,
} from "./harness";
import { brand, category, nicotine } from "./fixtures";

const aurora = brand({ id: 3, brand_name: "Aurora", description: "Bright", image_url: PIXEL, categoryCount: 2 });
const pods = category({
  id: 8,
  category_name: "Pods",
  image_url: PIXEL,
  brand_id: 3,
  brand_name: "Aurora",
  productCount: 5,
});

/** The upload goes through XMLHttpRequest (for progress): a stand-in that answers with a stored file. */
class FakeUpload {
  static urls: string[] = [];
  /** When set, uploads wait until release() is called. */
  static hold = false;
  static release: (() => void) | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    FakeUpload.urls.push(url);
  }
  setRequestHeader() {}
  send() {
    const finish = () => {
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, message: "ok", body: { id: 77, img_url: PIXEL } });
      this.onload?.();
    };
    if (FakeUpload.hold) FakeUpload.release = finish;
    else setTimeout(finish, 0);
  }
}
const RealXHR = window.XMLHttpRequest;

async function pickImage() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(new File([new Uint8Array([137, 80, 78, 71])], "brand.png", { type: "image/png" }));
  await act(async () => {
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await waitFor(() => expect(getByText("Image Uploaded Successfully")).to.exist);
}

const field = (label: string) => getByRole("textbox", label) as HTMLInputElement;

beforeEach(() => {
  signIn();
  FakeUpload.urls = [];
  FakeUpload.hold = false;
  FakeUpload.release = null;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
});

afterEach(() => {
  window.XMLHttpRequest = RealXHR;
});

describe("brand form", () => {
  it("asks for the name and one image before sending anything", async () => {
    await render(<CatalogArea initialPath="/add-brand" />);
    await waitFor(() => expect(getByRole("heading", "Add Brand")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("This field is required")).to.exist;
    expect(getByText("Please select At least 1 image")).to.exist;
    expect(field("Brand Name").getAttribute("aria-invalid")).to.equal("true");
    expect(sent()).to.have.length(0);
    // Focus lands on what needs fixing: the name, then (named) the image's file input.
    await waitFor(() => expect(document.activeElement).to.equal(field("Brand Name")));
    await type(field("Brand Name"), "Nimbus");
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect((document.activeElement as HTMLInputElement).type).to.equal("file"));
    expect(queryByText("This field is required")).to.equal(null);
  });

  it("Submit waits while the image is still uploading", async () => {
    await render(<CatalogArea initialPath="/add-brand" />);
    await waitFor(() => expect(field("Brand Name")).to.exist);
    FakeUpload.hold = true;
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], "brand.png", { type: "image/png" }));
    await act(async () => {
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() => expect((getByRole("button", "Submit") as HTMLButtonElement).disabled).to.equal(true));
    await act(async () => FakeUpload.release?.());
    await waitFor(() => expect(getByText("Image Uploaded Successfully")).to.exist);
    expect((getByRole("button", "Submit") as HTMLButtonElement).disabled).to.equal(false);
  });

  it("a failed create shows the server's reason, keeps the form and the session", async () => {
    answer("POST /brand", refused("brand_name is too long"));
    await render(<CatalogArea initialPath="/add-brand" />);
    await waitFor(() => expect(field("Brand Name")).to.exist);
    await type(field("Brand Name"), "Nimbus");
    await pickImage();
    expect(FakeUpload.urls).to.deep.equal(["/api/upload/file"]);
    await type(getByRole("textbox", "Description"), "Cloud-soft");
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByText('Error While Adding Brand "Nimbus"')).to.exist);
    expect(getByText("brand_name is too long")).to.exist;
    expect(sentBody("POST /brand")).to.deep.equal({
      brand_name: "Nimbus",
      image_url: PIXEL,
      description: "Cloud-soft",
    });
    expect(getByRole("heading", "Add Brand")).to.exist;
    expect(field("Brand Name").value).to.equal("Nimbus");
    expect(shopStore.getState().auth.token).to.equal("t");
    expect(queryByText("Please login Again")).to.equal(null);
  });

  it("opened by link, loads the brand by id; a failed update names the brand error", async () => {
    answer("GET /brandbyId/get/:id", aurora);
    answer("PUT /brand/update/:id", refused("Brand not found", 404));
    await render(<CatalogArea initialPath="/add-brand?id=3" />);
    await waitFor(() => expect(field("Brand Name").value).to.equal("Aurora"));
    expect(getByRole("heading", "Edit Brand")).to.exist;
    await type(field("Brand Name"), "Aurora II");
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByText('Error While Updating Brand "Aurora II"')).to.exist);
    expect(getByText("Brand not found")).to.exist;
    expect(sent("PUT /brand/update/:id")[0].path).to.equal("/brand/update/3");
    expect(field("Brand Name").value).to.equal("Aurora II");
  });

  it("a brand that cannot be loaded shows the error instead of an empty form", async () => {
    answer("GET /brandbyId/get/:id", refused("Brand not found", 404));
    await render(<CatalogArea initialPath="/add-brand?id=99" />);
    await waitFor(() => expect(getByText("Error fetching brand")).to.exist);
    expect(getByText("Brand not found")).to.exist;
    expect(queryAllByRole("textbox", "Brand Name")).to.have.length(0);
  });
});

describe("category forms", () => {
  it("under a brand: asks for name and image, then saves with the brand and returns to its list", async () => {
    answer("GET /brandbyId/get/:id", aurora);
    answer("GET /categories/brandId/:brandId", [pods]);
    answer("POST /category", { ...pods, id: 9, category_name: "Coils", productCount: 0 });
    await render(<CatalogArea initialPath="/add-category/3" />);
    await waitFor(() => expect(getByRole("heading", "Add Category")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("This field is required")).to.exist;
    expect(getByText("Please select At least 1 image")).to.exist;
    expect(sent("POST /category")).to.have.length(0);
    await type(field("Category Name"), "Coils");
    await pickImage();
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByText("Category Added Successfully")).to.exist);
    expect(sentBody("POST /category")).to.deep.equal({
      category_name: "Coils",
      image_url: PIXEL,
      description: "",
      brand_id: 3,
    });
    await waitFor(() => expect(getByRole("heading", "Aurora")).to.exist);
  });

  it("general form: brand select on add only; Edit Category and Update when editing", async () => {
    answer("GET /brand/get", [aurora]);
    answer("GET /categoryById/get/:id", pods);
    await render(<CatalogArea initialPath="/add-categories" />);
    await waitFor(() => expect(getByRole("heading", "Add Category")).to.exist);
    expect(document.querySelector("label")?.textContent).to.equal("Category Name");
    await waitFor(() => expect(getByText("Brand")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("Please select At least 1 image")).to.exist;
    await cleanup();

    await render(<CatalogArea initialPath="/add-categories?id=8" />);
    await waitFor(() => expect(field("Category Name").value).to.equal("Pods"));
    expect(getByRole("heading", "Edit Category")).to.exist;
    expect(getByRole("button", "Update")).to.exist;
    expect(queryByText("Brand")).to.equal(null);
  });
});

describe("attribute forms", () => {
  it("colour: name required; a failed save shows a notice and keeps what was typed; Clear empties", async () => {
    answer("POST /flavour", refused("flavour_name is too long"));
    await render(<CatalogArea initialPath="/add-flavor" />);
    await waitFor(() => expect(getByRole("heading", "Add Color")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("This field is required")).to.exist;
    expect(sent()).to.have.length(0);
    await type(field("Color Name"), "Teal");
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByText('Failed to save color "Teal"')).to.exist);
    expect(getByText("flavour_name is too long")).to.exist;
    expect(sentBody("POST /flavour")).to.deep.equal({ flavour_name: "Teal", description: "" });
    expect(field("Color Name").value).to.equal("Teal");
    await click(getByRole("button", "Clear"));
    expect(field("Color Name").value).to.equal("");
  });

  it("tag: name required", async () => {
    await render(<CatalogArea initialPath="/add-device" />);
    await waitFor(() => expect(getByRole("heading", "Add Tag")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("This field is required")).to.exist;
    expect(field("Tag Name").getAttribute("aria-invalid")).to.equal("true");
    expect(sent()).to.have.length(0);
  });

  it("nicotine strength: strength and unit required", async () => {
    await render(<CatalogArea initialPath="/add-Nacotine" />);
    await waitFor(() => expect(getByRole("heading", "Add Nicotine Strength")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(queryAllByRole("textbox").filter((box) => box.getAttribute("aria-invalid") === "true")).to.have.length(2);
    await type(field("Strength"), "12");
    await click(getByRole("button", "Submit"));
    expect(field("Unit").getAttribute("aria-invalid")).to.equal("true");
    expect(field("Strength").getAttribute("aria-invalid")).to.equal(null);
    await waitFor(() => expect(document.activeElement).to.equal(field("Unit")));
    expect(sent()).to.have.length(0);
  });

  it("nicotine strength opened by link: found in the list, or reported missing", async () => {
    answer("GET /nicotine/get", [nicotine({ id: 1, nicotine_strength: "12", unit: "mg/ml", description: "Mild" })]);
    await render(<CatalogArea initialPath="/add-Nacotine?id=1" />);
    await waitFor(() => expect(field("Unit").value).to.equal("mg/ml"));
    expect(getByRole("heading", "Edit Nicotine Strength")).to.exist;
    await cleanup();
    await render(<CatalogArea initialPath="/add-Nacotine?id=42" />);
    await waitFor(() => expect(getByText("Error fetching NicotineStrength")).to.exist);
    expect(getByText("This record no longer exists.")).to.exist;
  });
});
