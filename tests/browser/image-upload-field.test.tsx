import { screen, waitFor } from "@testing-library/dom";
import { fireEvent, render } from "@testing-library/react";
import { useState } from "react";
import type { PickedImage } from "../../src/ui/ImagePicker";
import { ImageUploadField } from "../../src/ui/ImageUploadField";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { expect, PIXEL, user } from "./harness";

const file = (name: string) => new File([new Uint8Array([71, 73, 70])], name, { type: "image/gif" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A field whose uploads answer in turn from `outcomes` (an Error fails that upload). */
function Field({ outcomes }: { outcomes: (PickedImage | Error)[] }) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return (
    <ImageUploadField
      label="Image"
      images={images}
      onChange={setImages}
      upload={async () => {
        const next = outcomes.shift()!;
        if (next instanceof Error) throw next;
        return next;
      }}
    />
  );
}

describe("ImageUploadField", () => {
  it("'Image Upload Failed' goes away once an image uploads (issue 31: notices end with their cause)", async () => {
    render(
      <ShopProvider>
        <Field outcomes={[new Error("The server is busy"), { id: 7, img_url: PIXEL }]} />
      </ShopProvider>,
    );
    await user.upload(fileInput(), file("a.gif"));
    await screen.findByText("Image Upload Failed");
    expect(screen.getByText("The server is busy")).to.exist;
    await user.upload(fileInput(), file("b.gif"));
    await screen.findByText("Image Uploaded Successfully");
    await waitFor(() => expect(screen.queryByText("Image Upload Failed")).to.equal(null));
  });

  it("a failure with no later success stays, with the shared wording", async () => {
    render(
      <ShopProvider>
        <Field outcomes={[new Error("")]} />
      </ShopProvider>,
    );
    await user.upload(fileInput(), file("a.gif"));
    await screen.findByText("Image Upload Failed");
    expect(screen.getByText("An error occurred during image upload")).to.exist;
  });

  it("Enter on 'Choose image' opens the file chooser, as Space does (issue 31)", async () => {
    render(<Field outcomes={[]} />);
    const input = fileInput();
    let opened = 0;
    // The chooser itself cannot open in a test: count the activation and stop it there.
    input.addEventListener("click", (event) => {
      opened += 1;
      event.preventDefault();
    });
    input.focus();
    // The key as the browser delivers it: Chromium's own Enter on a file input does nothing (user-event would click).
    fireEvent.keyDown(input, { key: "Enter" });
    expect(opened).to.equal(1);
  });
});
