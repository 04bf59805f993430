// uploadImage uses XMLHttpRequest (fetch reports no upload progress). The server's answers are
// played by a stand-in XMLHttpRequest: progress events cannot be produced on demand otherwise.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { uploadImage } from "../../src/core/api/upload";
import { setConfig } from "../../src/core/config";
import { shopStore, signedIn, signedOut } from "../../src/core/store";

class FakeRequest {
  static last: FakeRequest;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload!();
  }
}

const file = () => new File([new Uint8Array([0x89, 0x50])], "photo.png", { type: "image/png" });

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  setConfig({ apiBase: "https://shop.test/api", uploadBase: "" });
  shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig({ apiBase: "/api", uploadBase: "" });
  shopStore.dispatch(signedOut());
});

describe("uploadImage", () => {
  test("posts the file with the bearer token to the upload base and reports progress to 100", async () => {
    setConfig({ uploadBase: "https://files.shop.test" });
    const progress: number[] = [];
    const done = uploadImage(file(), (percent) => progress.push(percent));
    const request = FakeRequest.last;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://files.shop.test/upload/file");
    expect(request.headers).toEqual({ Authorization: "Bearer tok-1" });
    expect((request.sent!.get("file") as File).name).toBe("photo.png");
    request.upload.onprogress!({ lengthComputable: false, loaded: 5, total: 0 });
    request.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 3 });
    request.answer(200, {
      success: true,
      message: "Image uploaded",
      body: { id: 7, img_url: "/api/upload/files/a.png" },
    });
    await expect(done).resolves.toEqual({ id: 7, img_url: "/api/upload/files/a.png" });
    expect(progress).toEqual([33, 100]);
  });

  test("without a token no authorization header is sent; uploads default to the API base", async () => {
    shopStore.dispatch(signedOut());
    const done = uploadImage(file());
    expect(FakeRequest.last.url).toBe("https://shop.test/api/upload/file");
    expect(FakeRequest.last.headers).toEqual({});
    FakeRequest.last.answer(401, { success: false, message: "Authentication required", body: null });
    await expect(done).rejects.toThrow("Authentication required");
    expect(shopStore.getState().auth.endedReason).toBeNull();
  });

  test("a refusal rejects with the server's message and keeps the session", async () => {
    const done = uploadImage(file());
    FakeRequest.last.answer(400, { success: false, message: "Only PNG, JPEG, WebP or GIF images are accepted" });
    await expect(done).rejects.toThrow("Only PNG, JPEG, WebP or GIF images are accepted");
    expect(shopStore.getState().auth.token).toBe("tok-1");
  });

  test("a 2xx that says success false, or carries no body, is a failure", async () => {
    const refused = uploadImage(file());
    FakeRequest.last.answer(200, { success: false, message: "Refused", body: { id: 1 } });
    await expect(refused).rejects.toThrow("Refused");
    const empty = uploadImage(file());
    FakeRequest.last.answer(200, { success: true, message: "Nothing" });
    await expect(empty).rejects.toThrow("Nothing");
  });

  test("only a 2xx answer is a success, even when the envelope looks fine", async () => {
    for (const status of [199, 300, 500]) {
      const done = uploadImage(file());
      FakeRequest.last.answer(status, {
        success: true,
        message: `Status ${status}`,
        body: { id: 1, img_url: "/x.png" },
      });
      await expect(done).rejects.toThrow(`Status ${status}`);
    }
    const last = uploadImage(file());
    FakeRequest.last.answer(299, { success: true, message: "ok", body: { id: 2, img_url: "/y.png" } });
    await expect(last).resolves.toEqual({ id: 2, img_url: "/y.png" });
  });

  test("an answer that is not JSON rejects with the status", async () => {
    const done = uploadImage(file());
    FakeRequest.last.answer(502, "<html>Bad gateway</html>");
    await expect(done).rejects.toThrow("Upload failed (502)");
  });

  test("a 401 or a superseded token to a signed-in upload interrupts the session with its reason", async () => {
    const expired = uploadImage(file());
    FakeRequest.last.answer(401, { success: false, message: "Token is invalid or expired" });
    await vi.waitFor(() =>
      expect(shopStore.getState().auth.interruption).toEqual({ reason: "Token is invalid or expired", offered: null }),
    );
    // Signing out in the dialog fails the waiting upload with the server's reason.
    shopStore.dispatch(signedOut());
    await expect(expired).rejects.toThrow("Token is invalid or expired");

    shopStore.dispatch(signedIn({ token: "tok-2", userStatus: "ADMIN" }));
    const superseded = uploadImage(file());
    FakeRequest.last.answer(409, { success: false, message: "Token is invalid due to a new login." });
    await vi.waitFor(() =>
      expect(shopStore.getState().auth.interruption?.reason).toBe("Token is invalid due to a new login."),
    );
    shopStore.dispatch(signedOut());
    await expect(superseded).rejects.toThrow("Token is invalid due to a new login.");
  });

  test("a network failure rejects with a readable message", async () => {
    const done = uploadImage(file());
    FakeRequest.last.onerror!();
    await expect(done).rejects.toThrow("Network error: the upload did not reach the server.");
  });
});
