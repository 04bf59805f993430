import { screen, waitFor } from "@testing-library/dom";
import { fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import { ChoicePicker } from "../../src/features/catalog/products/ChoicePicker";
import { ProductImages } from "../../src/features/catalog/products/ProductImages";
import type { PickedImage } from "../../src/ui/ImagePicker";
import { expect, PIXEL, user } from "./harness";

const COLOURS = ["Mango", "Mint", "Berry", "Lime", "Cola", "Peach"].map((label, index) => ({
  value: index + 1,
  label,
}));

function Colours() {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <ChoicePicker label="Colours" addLabel="Add a colour" options={COLOURS} chosen={chosen} onChange={setChosen} />
  );
}

const chips = () =>
  Array.from(document.querySelectorAll("[data-choices] li")).map((chip) => chip.firstChild?.textContent);

/** What Chromium does on ArrowDown in a closed <select>: keydown, the next option chosen with change, keyup. */
function arrowDown(select: HTMLSelectElement) {
  fireEvent.keyDown(select, { key: "ArrowDown" });
  const next = select.options[select.selectedIndex + 1];
  if (next) fireEvent.change(select, { target: { value: next.value } });
  fireEvent.keyUp(select, { key: "ArrowDown" });
}

describe("colour, tag and strength pickers (issue 31)", () => {
  it("ArrowDown ×5 moves through the options without adding any; Enter adds the one shown", async () => {
    render(<Colours />);
    const select = screen.getByRole("combobox", { name: "Colours" }) as HTMLSelectElement;
    for (let step = 0; step < 5; step += 1) arrowDown(select);
    expect(chips()).to.deep.equal([]);
    expect(select.value).to.equal("5");
    fireEvent.keyDown(select, { key: "Enter" });
    await waitFor(() => expect(chips()).to.deep.equal(["Cola"]));
  });

  it("a pick with the pointer still adds at once", async () => {
    render(<Colours />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Colours" }), "2");
    expect(chips()).to.deep.equal(["Mint"]);
  });
});

const IMAGES: PickedImage[] = [1, 2, 3].map((id) => ({ id, img_url: `${PIXEL}#${id}` }));

function Images() {
  const [images, setImages] = useState(IMAGES);
  return <ProductImages images={images} onChange={setImages} invalid={false} onUploadingChange={() => {}} />;
}

describe("moving a product image by its buttons (issue 31: focus is never dropped)", () => {
  it("moved to the first place, focus goes to its other Move button, not to the page", async () => {
    render(<Images />);
    await user.click(screen.getByRole("button", { name: "Move image 2 earlier" }));
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).to.equal("Move image 1 later"));
    expect(document.querySelector("[data-image-id]")!.getAttribute("data-image-id")).to.equal("2");
  });

  it("moved to the last place, focus goes to its Move earlier button", async () => {
    render(<Images />);
    await user.click(screen.getByRole("button", { name: "Move image 2 later" }));
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).to.equal("Move image 3 earlier"));
  });

  it("moved to a middle place, focus stays on the same Move button", async () => {
    render(<Images />);
    await user.click(screen.getByRole("button", { name: "Move image 3 earlier" }));
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).to.equal("Move image 2 earlier"));
  });
});
