import { afterEach, describe, expect, test, vi } from "vitest";
import { noticeStore, notify } from "../../src/core/notify";
import { mutationCause } from "../../src/core/api/baseQuery";

afterEach(() => {
  noticeStore.clear();
  vi.useRealTimers();
});

const shown = () => noticeStore.getSnapshot().map((notice) => notice.title);

describe("notices end when their cause does", () => {
  test("a success about the same cause ends the error; other errors stay", () => {
    notify.error("Failed to update brand", "Name too long", { cause: "updateBrand /brand/update/12" });
    notify.error("Failed to delete colour", "In use", { cause: "deleteFlavour /flavour/delete/3" });
    notify.success("Brand Updated Successfully", undefined, { cause: "updateBrand /brand/update/12" });
    expect(shown()).toEqual(["Failed to delete colour", "Brand Updated Successfully"]);
  });

  test("a success about another record, or without a cause, ends nothing", () => {
    notify.error("Failed to update brand", undefined, { cause: "updateBrand /brand/update/12" });
    notify.success("Brand Updated Successfully", undefined, { cause: "updateBrand /brand/update/13" });
    notify.success("Saved");
    expect(shown()).toEqual(["Failed to update brand", "Brand Updated Successfully", "Saved"]);
  });

  test("resolve ends the errors of a cause without a notice of its own", () => {
    notify.error("Image upload failed", "Too large", { cause: "image-upload" });
    notify.error("Other");
    notify.resolve("image-upload");
    expect(shown()).toEqual(["Other"]);
  });

  test("a failed call lends its cause to the error raised just after it, not to a later one", async () => {
    vi.useFakeTimers();
    noticeStore.failed("signIn /auth/signin");
    await Promise.resolve(); // the caller's catch block runs a few promise steps later
    notify.error("Invalid credentials. Please try again.");
    notify.error("Unrelated");
    noticeStore.failed("updateBrand /brand/update/12");
    vi.runAllTimers();
    notify.error("Raised in a later task");
    expect(noticeStore.getSnapshot().map((notice) => [notice.title, notice.cause])).toEqual([
      ["Invalid credentials. Please try again.", "signIn /auth/signin"],
      ["Unrelated", undefined],
      ["Raised in a later task", undefined],
    ]);
    noticeStore.resolve("signIn /auth/signin");
    expect(shown()).toEqual(["Unrelated", "Raised in a later task"]);
  });

  test("a mutation's cause is its endpoint and URL without the query", () => {
    expect(mutationCause("updateBrand", { url: "/brand/update/12?x=1", method: "PUT" })).toBe(
      "updateBrand /brand/update/12",
    );
    expect(mutationCause("signIn", "/auth/signin")).toBe("signIn /auth/signin");
  });
});
