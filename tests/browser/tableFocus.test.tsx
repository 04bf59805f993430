import { useState } from "react";
import { Card, CardGrid } from "../../src/ui/CardGrid";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { Table, type Column } from "../../src/ui/Table";
import { screen, waitFor } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { expect, user } from "./harness";

interface Row {
  id: number;
  name: string;
}

/** A list whose rows are deleted after a confirmation, as the screens do it. */
function List({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const [asked, setAsked] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: "name", header: "Name", sticky: true, render: (row) => row.name },
    {
      key: "actions",
      header: "Actions",
      render: (row) => (
        <button type="button" onClick={() => setAsked(row)}>
          Delete {row.name}
        </button>
      ),
    },
  ];
  return (
    <main>
      <h1>Flavours</h1>
      <Table label="Flavours" columns={columns} rows={rows} rowKey={(row) => row.id} empty={<p>None left</p>} />
      <ConfirmDialog
        open={asked !== null}
        title={`Delete ${asked?.name}?`}
        message="It goes for good."
        confirmLabel="Delete"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          // The row leaves while the dialog is still open, as with a cache update, then it closes.
          setRows((current) => current.filter((row) => row.id !== asked?.id));
          setTimeout(() => setAsked(null), 30);
        }}
      />
    </main>
  );
}

const active = () => document.activeElement as HTMLElement | null;

afterEach(() => cleanup());

describe("table focus after a row leaves", () => {
  it("goes to the next row's action, then to the heading when the list is empty", async () => {
    render(
      <List
        initial={[
          { id: 1, name: "Mango" },
          { id: 2, name: "Mint" },
        ]}
      />,
    );
    const first = screen.getByRole("button", { name: "Delete Mango" });
    first.focus();
    await user.click(first);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(active()?.textContent).to.equal("Delete Mint"));

    await user.click(screen.getByRole("button", { name: "Delete Mint" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(active()?.tagName).to.equal("H1"));
    expect(active()?.textContent).to.equal("Flavours");
  });

  it("a cancelled dialog gives focus back to the button that opened it", async () => {
    render(<List initial={[{ id: 1, name: "Mango" }]} />);
    const opener = screen.getByRole("button", { name: "Delete Mango" });
    opener.focus();
    await user.click(opener);
    await waitFor(() => expect(active()?.textContent).to.equal("Cancel"));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(active()).to.equal(opener));
  });
});

function Cards({ initial }: { initial: Row[] }) {
  const [cards, setCards] = useState(initial);
  return (
    <main>
      <h1>Brands</h1>
      <CardGrid aria-label="Brands">
        {cards.map((card) => (
          <Card key={card.id}>
            {card.name}
            <button type="button" onClick={() => setCards((current) => current.filter((c) => c.id !== card.id))}>
              Delete {card.name}
            </button>
          </Card>
        ))}
      </CardGrid>
    </main>
  );
}

describe("card grid focus after a card leaves", () => {
  it("goes to the next card's same control", async () => {
    render(
      <Cards
        initial={[
          { id: 1, name: "Aurora" },
          { id: 2, name: "Boreal" },
        ]}
      />,
    );
    const first = screen.getByRole("button", { name: "Delete Aurora" });
    first.focus();
    await user.click(first);
    await waitFor(() => expect(active()?.textContent).to.equal("Delete Boreal"));
  });
});
