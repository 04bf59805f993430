import { act, useState } from "react";
import { StyleSheetManager } from "styled-components";
import { noticeStore, notify } from "../../src/core/notify";
import { NoticeCenter } from "../../src/core/notify/NoticeCenter";
import { forwardProp } from "../../src/shell/ShopProvider";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { ImagePicker, type PickedImage } from "../../src/ui/ImagePicker";
import { Menu } from "../../src/ui/Menu";
import { Pagination } from "../../src/ui/Pagination";
import { SearchSelect } from "../../src/ui/SearchSelect";
import { Table } from "../../src/ui/Table";
import { ErrorState } from "../../src/ui/States";
import { screen, waitFor } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { expect, PIXEL, user, typeOver, shadowScreen } from "./harness";
import { createRoot } from "react-dom/client";

/** Renders inside an open shadow root, as an element would. */
async function renderInShadow(ui: React.ReactNode) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: "open" });
  const mount = document.createElement("div");
  shadow.appendChild(mount);
  const root = createRoot(mount);
  await act(async () => root.render(ui));
  return {
    shadow,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

describe("Menu", () => {
  it("opens, closes on an outside click and on Escape, inside a shadow root", async () => {
    const chosen: string[] = [];
    const view = await renderInShadow(
      <Menu
        label="Actions for order 7"
        items={[
          { label: "View", onSelect: () => chosen.push("view") },
          { label: "Confirm", onSelect: () => chosen.push("confirm") },
        ]}
      />,
    );
    const trigger = shadowScreen(view.shadow).getByRole("button", { name: "Actions for order 7" });
    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).to.equal("true");
    expect(
      shadowScreen(view.shadow)
        .queryAllByRole("menuitem")
        .map((item) => item.textContent),
    ).to.deep.equal(["View", "Confirm"]);

    await act(async () => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    });
    expect(shadowScreen(view.shadow).queryAllByRole("menuitem")).to.have.length(0);

    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(shadowScreen(view.shadow).queryAllByRole("menuitem")).to.have.length(0);

    await user.click(trigger);
    await user.click(shadowScreen(view.shadow).getByRole("menuitem", { name: "Confirm" }));
    expect(chosen).to.deep.equal(["confirm"]);
    expect(shadowScreen(view.shadow).queryAllByRole("menuitem")).to.have.length(0);
    await view.unmount();
  });

  it("a click inside the open menu's own shadow root does not count as outside", async () => {
    const view = await renderInShadow(<Menu label="Row" items={[{ label: "Edit", onSelect: () => {} }]} />);
    await user.click(shadowScreen(view.shadow).getByRole("button", { name: "Row" }));
    const item = shadowScreen(view.shadow).getByRole("menuitem", { name: "Edit" });
    await act(async () => {
      item.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    });
    expect(shadowScreen(view.shadow).queryAllByRole("menuitem")).to.have.length(1);
    await view.unmount();
  });
});

describe("ConfirmDialog", () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Delete brand</button>
        <ConfirmDialog
          open={open}
          title="Delete brand?"
          message="This cannot be undone."
          confirmLabel="Delete"
          danger
          onCancel={() => setOpen(false)}
          onConfirm={onConfirm}
        />
      </>
    );
  }

  it("moves focus inside, keeps it inside, and Escape cancels", async () => {
    let confirmed = 0;
    render(<Harness onConfirm={() => confirmed++} />);
    const opener = screen.getByRole("button", { name: "Delete brand" });
    opener.focus();
    await user.click(opener);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.getAttribute("aria-modal")).to.equal("true");
    expect(document.activeElement?.textContent).to.equal("Cancel");
    await user.keyboard("{Tab}");
    expect(document.activeElement?.textContent).to.equal("Delete");
    await user.keyboard("{Tab}");
    expect(document.activeElement?.textContent).to.equal("Cancel");
    await user.keyboard("{Escape}");
    expect(screen.queryAllByRole("alertdialog")).to.have.length(0);
    expect(confirmed).to.equal(0);
    expect(document.activeElement).to.equal(opener);
  });
});

describe("Pagination and Table", () => {
  it("shows the window and reports the chosen page", async () => {
    const pages: number[] = [];
    render(<Pagination page={10} totalPages={20} onChange={(page) => pages.push(page)} />);
    const numbers = screen.queryAllByRole("button").map((button) => button.textContent);
    expect(numbers).to.deep.equal(["‹", "1", "8", "9", "10", "11", "12", "20", "›"]);
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).to.equal("page");
    await user.click(screen.getByRole("button", { name: "Page 20" }));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(pages).to.deep.equal([20, 11]);
  });

  it("renders a skeleton while loading, the empty text, then rows", async () => {
    const columns = [{ key: "name", header: "Name", render: (row: { name: string }) => row.name }];
    const { container } = render(
      <Table label="Brands" columns={columns} rows={undefined} rowKey={(row) => row.name} loading />,
    );
    expect(container.querySelectorAll("tr[data-skeleton]").length).to.be.greaterThan(0);
    cleanup();
    render(<Table label="Brands" columns={columns} rows={[]} rowKey={(row) => row.name} empty="No Brand Found" />);
    expect(screen.getByText("No Brand Found")).to.exist;
    cleanup();
    render(<Table label="Brands" columns={columns} rows={[{ name: "Cloudline" }]} rowKey={(row) => row.name} />);
    expect(screen.getByRole("table", { name: "Brands" })).to.exist;
    expect(screen.getByText("Cloudline").tagName).to.equal("TD");
  });
});

describe("ErrorState", () => {
  it("Retry stays busy while the retried load runs, then can be pressed again", async () => {
    let finish!: () => void;
    let calls = 0;
    render(
      <ErrorState
        title="Error fetching orders"
        message="Server down"
        onRetry={() => {
          calls++;
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    const retry = screen.getByRole("button", { name: "Retry" }) as HTMLButtonElement;
    await user.click(retry);
    await waitFor(() => expect(retry.getAttribute("aria-busy")).to.equal("true"));
    expect(retry.disabled).to.equal(true);
    await act(async () => finish());
    await waitFor(() => expect(retry.disabled).to.equal(false));
    await user.click(retry);
    expect(calls).to.equal(2);
  });
});

describe("Menu inside a table", () => {
  it("a row menu of a one-row table is not clipped by the table's scroll box", async () => {
    const columns = [
      { key: "name", header: "Name", render: (row: { name: string }) => row.name },
      {
        key: "actions",
        header: "Actions",
        render: (row: { name: string }) => (
          <Menu
            label={`Actions for ${row.name}`}
            items={["View", "Edit", "Delete"].map((label) => ({ label, onSelect: () => {} }))}
          />
        ),
      },
    ];
    render(<Table label="Brands" columns={columns} rows={[{ name: "Cloudline" }]} rowKey={(row) => row.name} />);
    await user.click(screen.getByRole("button", { name: "Actions for Cloudline" }));
    const items = await waitFor(() => {
      const found = screen.queryAllByRole("menuitem");
      expect(found).to.have.length(3);
      return found;
    });
    // Every item is what the page shows at its centre: nothing covers or clips it.
    for (const item of items) {
      const box = item.getBoundingClientRect();
      expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).to.equal(item);
    }
  });
});

describe("Menu while the page moves", () => {
  it("follows its button when rows above it go away with the menu open (a search's answer landing)", async () => {
    let showOthers: (shown: boolean) => void = () => {};
    function Harness() {
      const [others, setOthers] = useState(true);
      showOthers = setOthers;
      return (
        <div>
          {others ? <div style={{ height: 300 }}>Orders not matching the search</div> : null}
          <Menu label="Actions for ORD-7" items={[{ label: "Confirm", onSelect: () => {} }]} />
        </div>
      );
    }
    render(<Harness />);
    const button = screen.getByRole("button", { name: "Actions for ORD-7" });
    await user.click(button);
    const item = await screen.findByRole("menuitem", { name: "Confirm" });
    const gap = () => item.getBoundingClientRect().top - button.getBoundingClientRect().bottom;
    await waitFor(() => expect(gap()).to.be.within(0, 12));

    await act(async () => showOthers(false));
    // The button moved up 300 px; the menu is under it again, not left where the button was.
    await waitFor(() => expect(gap()).to.be.within(0, 12));
    expect(button.getBoundingClientRect().top).to.be.below(100);
  });
});

describe("ImagePicker", () => {
  const labels = {
    choose: "Choose images",
    remove: (name: string) => `Remove image ${name}`,
    uploading: (name: string) => `Uploading ${name}`,
    imagesOnly: "Images only",
  };

  it("rejects a non-image, shows real progress while uploading, then the preview", async () => {
    const rejected: string[] = [];
    let finish: (image: PickedImage) => void = () => {};
    let report: (percent: number) => void = () => {};
    function Harness() {
      const [images, setImages] = useState<PickedImage[]>([]);
      return (
        <ImagePicker
          multiple
          images={images}
          onChange={setImages}
          labels={labels}
          onRejected={(message) => rejected.push(message)}
          upload={(_file, onProgress) => {
            report = onProgress;
            return new Promise((resolve) => (finish = resolve));
          }}
        />
      );
    }
    const { container } = render(<Harness />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).to.contain("image/png");

    const choose = async (file: File) => {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      await act(async () => {
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    };
    await choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(rejected).to.deep.equal(["Images only"]);

    await choose(new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" }));
    await act(async () => report(40));
    const progress = container.querySelector("progress")!;
    expect(progress.getAttribute("aria-label")).to.equal("Uploading photo.png");
    expect(progress.value).to.equal(40);
    await act(async () => finish({ id: 9, img_url: PIXEL }));
    await waitFor(() => expect(container.querySelector("progress")).to.equal(null));
    expect(screen.getByRole("button", { name: "Remove image 1" })).to.exist;
  });
});

describe("notices", () => {
  it("appear in a live region with a progress bar and go away by themselves", async () => {
    const { container } = render(
      <StyleSheetManager shouldForwardProp={forwardProp}>
        <NoticeCenter />
      </StyleSheetManager>,
    );
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region.getAttribute("aria-label")).to.equal("Notifications");
    await act(async () => {
      noticeStore.push("success", "Brand Deleted Successfully", undefined, 300);
    });
    expect(screen.getByText("Brand Deleted Successfully")).to.exist;
    expect(container.querySelector('[data-testid="notice-progress"]')).to.exist;
    await waitFor(() => expect(screen.queryByText("Brand Deleted Successfully")).to.equal(null), { timeout: 2000 });
  });

  it("two notice centers on one page show each notice once", async () => {
    render(
      <StyleSheetManager shouldForwardProp={forwardProp}>
        <NoticeCenter />
        <NoticeCenter />
      </StyleSheetManager>,
    );
    await act(async () => {
      notify.error("Image Upload Failed", "Only PNG, JPEG, WebP or GIF images are accepted");
    });
    const errors = document.querySelectorAll('[data-notice-kind="error"]');
    expect(errors.length).to.equal(1);
    expect(errors[0].closest('[role="alert"]')).to.exist;
  });
});

describe("SearchSelect", () => {
  const brands = [
    { value: 1, label: "Nimbus" },
    { value: 2, label: "Nova" },
    { value: 3, label: "Zephyr" },
  ];

  it("asks once per pause in typing, with the typed text, and hands back the chosen option", async () => {
    const asked: string[] = [];
    const chosen: Array<{ value: number; label: string } | null> = [];
    const loadOptions = async (text: string) => {
      asked.push(text);
      return brands.filter((brand) => brand.label.toLowerCase().startsWith(text.toLowerCase()));
    };
    const view = await renderInShadow(
      <SearchSelect<number> label="Brand" loadOptions={loadOptions} value={null} onChange={(o) => chosen.push(o)} />,
    );
    // The first options are asked for once, with an empty text, before anything is typed.
    await waitFor(() => expect(asked).to.deep.equal([""]));
    const input = view.shadow.querySelector<HTMLInputElement>("input:not([readonly])")!;
    expect(view.shadow.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal("Brand");
    await typeOver(input, "n");
    await typeOver(input, "no");
    await waitFor(() => expect(asked).to.deep.equal(["", "no"]));
    await shadowScreen(view.shadow).findByText("Nova");
    expect(shadowScreen(view.shadow).queryByText("Nimbus")).to.equal(null);
    await user.keyboard("{Enter}");
    expect(chosen).to.deep.equal([{ value: 2, label: "Nova" }]);
    await view.unmount();
  });

  it("says when the server found nothing", async () => {
    const view = await renderInShadow(
      <SearchSelect<number>
        label="Brand"
        loadOptions={async () => []}
        value={null}
        onChange={() => {}}
        noOptionsText={(text) => `No brand matches “${text}”`}
      />,
    );
    const input = await waitFor(() => {
      const picker = view.shadow.querySelector<HTMLInputElement>("input:not([readonly])");
      expect(picker).to.not.equal(null);
      return picker!;
    });
    await typeOver(input, "qq");
    await shadowScreen(view.shadow).findByText("No brand matches “qq”");
    await view.unmount();
  });
});
