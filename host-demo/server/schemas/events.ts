import { Type } from "@sinclair/typebox";
import { operation } from "./common.js";
import { JOURNAL_ACTIONS, JOURNAL_ENTITIES } from "./journal.js";

/** The JSON of one `change` event (not a named component: it travels inside the event stream). */
const ChangeNotice = Type.Object(
  {
    entity: Type.Unsafe<string>({ type: "string", enum: [...JOURNAL_ENTITIES] }),
    recordId: Type.Integer({ minimum: 1 }),
    action: Type.Unsafe<string>({ type: "string", enum: [...JOURNAL_ACTIONS] }),
    actorName: Type.String({ description: "The admin who made the change" }),
    at: Type.String({ description: "When, ISO 8601" }),
    fields: Type.Array(Type.String(), { description: "The names of the fields that changed, never their values" }),
  },
  { description: "One change of one record (a change journal entry without its values)" },
);

const streamedChanges = Type.Unsafe({
  description:
    "Server-sent events (text/event-stream), open until the client leaves. `event: change` per change " +
    "journal entry, `id:` its journal id, `data:` a ChangeNotice; `event: ready` once at the start " +
    "(its id: where the stream starts); `event: reset` when more changes were missed than a reconnect " +
    "replays (load everything again); a comment line every 15 seconds keeps the connection open.",
  content: { "text/event-stream": { schema: ChangeNotice } },
});

export const eventsSchema = {
  ...operation({
    operationId: "changeEvents",
    tag: "journal",
    access: "backOffice",
    summary:
      "The changes other operators and processes make, as they commit (server-sent events). An ADMIN " +
      "is not sent changes of admin accounts; a SUPER_ADMIN is. A reconnect with Last-Event-ID " +
      "(or ?lastEventId=) first receives the changes it missed",
    querystring: Type.Object(
      {
        lastEventId: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: Number.MAX_SAFE_INTEGER,
            description: "For clients that cannot send the Last-Event-ID header",
          }),
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: streamedChanges },
  }),
  headers: Type.Object({
    "last-event-id": Type.Optional(
      Type.String({ maxLength: 15, pattern: "^\\d+$", description: "The id of the last event received" }),
    ),
  }),
};
