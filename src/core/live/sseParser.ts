/**
 * A server-sent events reader for a body read piece by piece (fetch can send the bearer token,
 * EventSource cannot). It follows the event-stream format: `field: value` lines, a blank line ends
 * an event, `:` starts a comment, `id` is kept for the events after it (it is what a reconnection
 * sends as Last-Event-ID), and an event without data is not dispatched.
 */
export interface SseEvent {
  /** The last `id:` seen so far ("" before any). */
  id: string;
  /** `event:`, or "message" when the event names none. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Adds decoded text; events complete in it are dispatched at once. */
  push(text: string): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void): SseParser {
  let pending = "";
  let lastId = "";
  let type = "";
  let data: string[] = [];

  function line(text: string) {
    if (text === "") {
      if (data.length) onEvent({ id: lastId, event: type || "message", data: data.join("\n") });
      type = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") type = value;
    else if (field === "id" && !value.includes("\0")) lastId = value;
    else if (field === "retry" && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    push(text) {
      pending += text;
      // A line ends at \r\n, \n or \r; a \r at the very end may be the first half of a \r\n.
      const lines = pending.split(/\r\n|\n|\r(?!$)/);
      pending = lines.pop() ?? "";
      for (const each of lines) line(each);
    },
  };
}

/**
 * Reads an event-stream body to its end (or until it fails: a drop, an abort), handing each event
 * to `onEvent`; `onFirstChunk` runs once, when the first bytes arrive (the stream is open).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
  onFirstChunk?: () => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  let first = true;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (first) {
      first = false;
      onFirstChunk?.();
    }
    parser.push(decoder.decode(value, { stream: true }));
  }
}
