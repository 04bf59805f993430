import type { BulkProgress } from "../bulk";
import { t } from "../screenMessages";

// Loaded when a bulk call answers (bulkStream.ts), not with every list that offers bulk actions.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Reads a bulk call's answer (`application/x-ndjson`): one JSON object a line, progress lines
 * `{"progress":{"done","total"}}` as the server works, the last line the usual envelope with the
 * outcome under `data` (or `body`). Resolves with that envelope as `{ success, message, body }`, so
 * baseQuery unwraps it as any other answer; a stream that ends without it rejects (a cut
 * connection), which baseQuery reports as an unexpected answer. A refusal before the work starts
 * (400/401/403) is a plain JSON envelope: it is returned as it came.
 */
export async function readBulkStream(
  response: Response,
  onProgress: (progress: BulkProgress) => void = () => {},
): Promise<unknown> {
  if (!/ndjson/i.test(response.headers.get("content-type") ?? "") || !response.body) {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let envelope: Record<string, unknown> | null = null;
  const readLine = (line: string) => {
    if (!line.trim()) return;
    const value: unknown = JSON.parse(line);
    if (!isObject(value)) return;
    const progress = value.progress;
    if (isObject(progress) && typeof progress.done === "number" && typeof progress.total === "number") {
      onProgress({ done: progress.done, total: progress.total });
    } else if ("success" in value) envelope = value;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    lines.forEach(readLine);
  }
  readLine(pending + decoder.decode());
  if (!envelope) throw new Error(t("bulkEndedEarly"));
  const { data, body, ...rest } = envelope as Record<string, unknown>;
  return { ...rest, body: data ?? body };
}
