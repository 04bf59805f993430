import { liveToken, sessionEnded } from "../auth/authSlice";
import { waitForSession } from "../auth/sessionGate";
import { getConfig } from "../config";
import { t } from "../messages";
import { shopStore } from "../store";
import type { UploadedFile } from "../types";
import { SUPERSEDED_TOKEN_MESSAGE } from "./baseQuery";

type Attempt = { file: UploadedFile } | { status: number; message: string };

/** One upload request with the current token, reporting progress. */
function send(file: File, token: string | null, onProgress: (percent: number) => void): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${getConfig().uploadBase}/upload/file`);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error("Network error: the upload did not reach the server."));
    request.onload = () => {
      let envelope: { success?: boolean; message?: string; body?: UploadedFile } = {};
      try {
        envelope = JSON.parse(request.responseText);
      } catch {
        // not JSON: handled below by status
      }
      if (request.status >= 200 && request.status < 300 && envelope.success !== false && envelope.body) {
        onProgress(100);
        resolve({ file: envelope.body });
        return;
      }
      resolve({ status: request.status, message: envelope.message ?? `Upload failed (${request.status})` });
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

const refused = (attempt: Attempt) =>
  "status" in attempt && (attempt.status === 401 || attempt.message === SUPERSEDED_TOKEN_MESSAGE);

/**
 * Uploads one image to `{uploadBase}/upload/file` with XMLHttpRequest, because fetch reports no
 * upload progress. Resolves with the stored file; rejects with the server's message. Like every
 * API call (core/api/baseQuery), an upload refused for its token waits for the sign-in dialog and
 * goes out once more when the same account signs in again.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void = () => {}): Promise<UploadedFile> {
  const auth = () => shopStore.getState().auth;
  if (auth().interruption && (await waitForSession()) === "ended") throw new Error(t("sessionClosedBeforeSent"));
  const token = liveToken(auth());
  let attempt = await send(file, token, onProgress);
  if (token && refused(attempt)) {
    const message = (attempt as { message: string }).message;
    if (auth().token === token && !auth().interruption) shopStore.dispatch(sessionEnded({ reason: message }));
    const outcome = auth().interruption ? await waitForSession() : "resumed";
    const renewed = liveToken(auth());
    if (outcome === "resumed" && renewed && renewed !== token) {
      onProgress(0);
      attempt = await send(file, renewed, onProgress);
    }
  }
  if ("file" in attempt) return attempt.file;
  throw new Error(attempt.message);
}
