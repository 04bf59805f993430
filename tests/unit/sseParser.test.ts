import { describe, expect, test } from "vitest";
import { createSseParser, type SseEvent } from "../../src/core/live/sseParser";

function parse(...chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe("the server-sent events reader", () => {
  test("reads id, event and data; a blank line ends each event", () => {
    const { events } = parse('id: 7\nevent: change\ndata: {"a":1}\n\nid: 8\nevent: reset\ndata: {}\n\n');
    expect(events).toEqual([
      { id: "7", event: "change", data: '{"a":1}' },
      { id: "8", event: "reset", data: "{}" },
    ]);
  });

  test("an event split anywhere across chunks, even inside a line or a CRLF, comes out whole and once", () => {
    const text = "id: 12\r\nevent: change\r\ndata: hello\r\n\r\n";
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut)).events).toEqual([{ id: "12", event: "change", data: "hello" }]);
    }
  });

  test("comments, unknown fields and events without data are skipped; an incomplete event waits", () => {
    const { events } = parse(": keep-alive\n\nfoo: bar\nevent: lonely\n\ndata: half");
    expect(events).toEqual([]);
  });

  test("data lines join with newlines; no event name means message; the id carries over to later events", () => {
    const { events } = parse("id: 3\ndata: one\ndata:two\n\ndata: three\n\n");
    expect(events).toEqual([
      { id: "3", event: "message", data: "one\ntwo" },
      { id: "3", event: "message", data: "three" },
    ]);
  });

  test("retry gives the reconnection delay in milliseconds (only digits count)", () => {
    expect(parse("retry: 2000\nretry: soon\n\n").retries).toEqual([2000]);
  });

  test("lines may end with a lone CR (a CR last in a chunk waits: it may be half of a CRLF)", () => {
    expect(parse("event: change\rdata: x\r\r").events).toEqual([]);
    expect(parse("event: change\rdata: x\r\r", ": next").events).toEqual([{ id: "", event: "change", data: "x" }]);
  });
});
