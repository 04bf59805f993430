import { screen, waitFor } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import { lazyPart } from "../../src/ui/lazyPart";
import { expect, takeConsole } from "./harness";

/** A module load the test lets through when it wants (or fails). */
function deferredLoad<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, resolve: (value: T) => settle!.resolve(value), reject: (error: unknown) => settle!.reject(error) };
}

class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  override state = { failed: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.failed ? <p role="alert">Could not load: {this.state.failed}</p> : this.props.children;
  }
}

const History = ({ entries }: { entries: number }) => <p>{entries} changes</p>;

describe("lazyPart", () => {
  afterEach(() => cleanup());

  it("shows its fallback, then the part with its props, without React's 300 ms hold after a fallback", async () => {
    // React.lazy behind Suspense: its fallback has just been shown when the part's code arrives.
    const other = deferredLoad<{ default: () => ReactNode }>();
    const Other = lazy(() => other.promise);
    const code = deferredLoad<typeof History>();
    const Part = lazyPart(() => code.promise);
    render(
      <>
        <Suspense fallback={<p>Other part loading</p>}>
          <Other />
        </Suspense>
        <Part entries={3} fallback={<p>History loading</p>} />
      </>,
    );
    expect(screen.getByText("Other part loading")).to.exist;
    expect(screen.getByText("History loading")).to.exist;

    const released = performance.now();
    code.resolve(History);
    // Behind Suspense the reveal would wait until 300 ms after "Other part loading" showed.
    await waitFor(() => screen.getByText("3 changes"), { timeout: 200 });
    expect(performance.now() - released).to.be.below(200);
    expect(screen.queryByText("History loading")).to.equal(null);
    other.resolve({ default: () => <p>Other part</p> });
    await screen.findByText("Other part");
  });

  it("hands a failed load to the error boundary, and tries again when mounted again", async () => {
    let attempts = 0;
    const Part = lazyPart(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error("chunk missing")) : Promise.resolve(History);
    });
    const view = render(
      <Boundary key="first">
        <Part entries={1} fallback={<p>History loading</p>} />
      </Boundary>,
    );
    expect((await screen.findByRole("alert")).textContent).to.equal("Could not load: chunk missing");
    // React reports an error its boundary caught.
    expect(takeConsole().join("\n")).to.contain("chunk missing");

    view.rerender(
      <Boundary key="second">
        <Part entries={2} fallback={<p>History loading</p>} />
      </Boundary>,
    );
    await screen.findByText("2 changes");
    expect(attempts).to.equal(2);
  });

  it("renders at once, without its fallback, once its code has loaded", async () => {
    const Part = lazyPart(() => Promise.resolve(History));
    await Part.preload();
    render(<Part entries={5} fallback={<p>History loading</p>} />);
    expect(screen.getByText("5 changes")).to.exist;
    expect(screen.queryByText("History loading")).to.equal(null);
  });
});
