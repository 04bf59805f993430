import { sessionEnded } from "../auth/authSlice";
import { getConfig } from "../config";
import { shopStore } from "../store";
import type { UploadedFile } from "../types";
import { SUPERSEDED_TOKEN_MESSAGE } from "./baseQuery";

/**
 * Uploads one image to `{uploadBase}/upload/file` with XMLHttpRequest, because fetch reports no
 * upload progress. Resolves with the stored file; rejects with the server's message.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void = () => {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const token = shopStore.getState().auth.token;
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
        resolve(envelope.body);
        return;
      }
      const message = envelope.message ?? `Upload failed (${request.status})`;
      if (token && (request.status === 401 || message === SUPERSEDED_TOKEN_MESSAGE)) {
        shopStore.dispatch(sessionEnded({ reason: message }));
      }
      reject(new Error(message));
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
