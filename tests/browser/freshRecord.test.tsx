import { act, useState } from "react";
import { Provider } from "react-redux";
import { changeReceived } from "../../src/core/live/liveSlice";
import { shopStore } from "../../src/core/store";
import { useFreshRecord } from "../../src/ui/useFreshRecord";
import { screen, waitFor } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { expect, user, typeOver } from "./harness";

interface Brand {
  id: number;
  brand_name: string;
  productCount?: number;
}

const LABELS = { changed: "This record was changed on the server.", load: "Load the server's version" };

/** An edit form as the screens build it: the fresh record keys the form and seeds its field. */
function EditForm({ passed, server }: { passed?: Brand; server?: Brand | null }) {
  const fresh = useFreshRecord(passed, server, LABELS, { live: { entity: "brand", id: 3 } });
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <NameField key={fresh.version} initial={fresh.record?.brand_name ?? ""} />
    </div>
  );
}

function NameField({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  return (
    <label>
      Brand name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

let setServer: (brand: Brand | null | undefined) => void = () => {};
function Screen({ passed }: { passed?: Brand }) {
  const [server, set] = useState<Brand | null | undefined>(undefined);
  setServer = set;
  // The shop's store: the form reads the change stream's last word on its record from it.
  return (
    <Provider store={shopStore}>
      <EditForm passed={passed} server={server} />
    </Provider>
  );
}

const field = () => screen.getByRole("textbox", { name: "Brand name" }) as HTMLInputElement;
const passed: Brand = { id: 3, brand_name: "Aurora", productCount: 4 };

afterEach(() => cleanup());

describe("fresh data wins on edit forms", () => {
  it("paints the passed record, then the server's record replaces it", async () => {
    render(<Screen passed={passed} />);
    expect(field().value).to.equal("Aurora");
    await act(async () => setServer({ id: 3, brand_name: "Aurora Labs" }));
    await waitFor(() => expect(field().value).to.equal("Aurora Labs"));
    expect(screen.queryByText(LABELS.changed)).to.equal(null);
  });

  it("the same record from the server (a list's extra fields aside) changes nothing and says nothing", async () => {
    render(<Screen passed={passed} />);
    await typeOver(field(), "Aurora X");
    await act(async () => setServer({ id: 3, brand_name: "Aurora" }));
    expect(field().value).to.equal("Aurora X");
    expect(screen.queryByText(LABELS.changed)).to.equal(null);
  });

  it("once the operator typed, their text stays and a notice offers the server's version", async () => {
    render(<Screen passed={passed} />);
    await typeOver(field(), "Aurora Mine");
    await act(async () => setServer({ id: 3, brand_name: "Aurora Labs" }));
    await waitFor(() => expect(screen.queryByText(LABELS.changed)).to.not.equal(null));
    expect(field().value).to.equal("Aurora Mine");
    await user.click(screen.getByRole("button", { name: LABELS.load }));
    await waitFor(() => expect(field().value).to.equal("Aurora Labs"));
    expect(screen.queryByText(LABELS.changed)).to.equal(null);
  });

  it("when the page's change stream heard who changed it, the notice names them", async () => {
    render(<Screen passed={passed} />);
    await typeOver(field(), "Aurora Mine");
    const at = new Date(Date.now() - 10_000).toISOString();
    await act(async () => {
      shopStore.dispatch(
        changeReceived({
          id: 90,
          entity: "brand",
          recordId: 3,
          action: "update",
          actorName: "Sam Admin",
          at,
          fields: ["brand_name"],
        }),
      );
      setServer({ id: 3, brand_name: "Aurora Labs" });
    });
    expect(await screen.findByText("Changed by Sam Admin 10 seconds ago")).to.exist;
    expect(screen.getByRole("button", { name: "Review changes" })).to.exist;
    expect(field().value).to.equal("Aurora Mine");
  });

  it("an empty answer replaces nothing", async () => {
    render(<Screen passed={passed} />);
    await act(async () => setServer(null));
    expect(field().value).to.equal("Aurora");
  });
});
