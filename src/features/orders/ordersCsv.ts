import { liveToken } from "../../core/auth/authSlice";
import { getConfig } from "../../core/config";
import { shopStore } from "../../core/store";
import { t } from "./messages";

/** orders-2026-11-22.csv (the day of the export, local time). */
export function csvFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `orders-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the data to the browser as a download (works inside a shadow root too). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const NEWLINE = 10;

/** The column names in the operator's language (the server's line is English), quoted as RFC 4180 asks. */
function headerLine(): string {
  const names = [
    t("csvSerialNumber"),
    t("csvOrderNumber"),
    t("csvName"),
    t("csvEmail"),
    t("csvShippingService"),
    t("csvNetPayable"),
    t("csvCurrency"),
    t("csvStatus"),
    t("csvTransactionId"),
    t("csvDate"),
  ];
  const cell = (name: string) => (/[",\r\n]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);
  // The byte order mark makes spreadsheet programs read the names as UTF-8.
  return "\ufeff" + names.map(cell).join(",") + "\r\n";
}

/** The received bytes after the server's header line. */
function withoutFirstLine(chunks: readonly Uint8Array[]): Uint8Array[] {
  for (let index = 0; index < chunks.length; index++) {
    const end = chunks[index].indexOf(NEWLINE);
    if (end >= 0) return [chunks[index].subarray(end + 1), ...chunks.slice(index + 1)];
  }
  return [];
}

export interface ExportProgress {
  /** Orders received so far. */
  done: number;
  /** Orders the export holds (the server's X-Total-Count), when it said. */
  total: number | null;
}

/**
 * Downloads every order matching the query as CSV, written by the server as it reads them
 * (GET /admin/orders/export.csv), reporting the orders received so far. The server quotes and
 * defuses formula-like cells; this only counts lines and saves the file. Resolves with the
 * number of orders; rejects with the server's message.
 */
export async function exportOrdersCsv(
  query: URLSearchParams,
  onProgress: (progress: ExportProgress) => void,
): Promise<number> {
  const token = liveToken(shopStore.getState().auth);
  const search = query.toString();
  const response = await fetch(`${getConfig().apiBase}/admin/orders/export.csv${search ? `?${search}` : ""}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) {
    let message = t("exportFailedStatus", { status: response.status });
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON: the status says enough
    }
    throw new Error(message);
  }
  const header = Number(response.headers.get("x-total-count"));
  const total = Number.isInteger(header) && header >= 0 ? header : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  // The header line ends with the first newline; each later one ends an order (a name holding a
  // line break may count twice, which only moves the progress bar early).
  let lines = 0;
  onProgress({ done: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === NEWLINE) lines++;
    onProgress({ done: Math.min(Math.max(0, lines - 1), total ?? Infinity), total });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? csvFileName();
  downloadBlob(
    new Blob([headerLine(), ...withoutFirstLine(chunks)] as BlobPart[], { type: "text/csv;charset=utf-8" }),
    name,
  );
  return total ?? Math.max(0, lines - 1);
}
