// The server's small shared pieces, checked directly: what they decide is hard to reach through
// HTTP on demand (a driver's nested error, a stored hash of another scheme, mail without SMTP).
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, test } from "vitest";
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isReferenced,
  notFound,
  ok,
  pgErrorCode,
} from "../../host-demo/server/lib/http/http.js";
import { sniffImage } from "../../host-demo/server/lib/images/imageType.js";
import { createMailer, DEFAULT_MAIL_FROM } from "../../host-demo/server/lib/accounts/mail.js";
import { toCents, toCentsOrNull } from "../../host-demo/server/lib/catalog/money.js";
import { hashCode, hashPassword, verifyPassword } from "../../host-demo/server/lib/accounts/password.js";
import { startMailServer } from "./mailServer.js";

describe("http helpers", () => {
  test("the envelope and the errors routes throw", () => {
    expect(ok({ id: 1 })).toEqual({ success: true, message: "Success", body: { id: 1 } });
    expect(ok(null, "Done")).toEqual({ success: true, message: "Done", body: null });
    const error = new HttpError(418, "teapot");
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.statusCode, error.message]).toEqual(["HttpError", 418, "teapot"]);
    expect([badRequest("bad").statusCode, badRequest("bad").message]).toEqual([400, "bad"]);
    expect(notFound("Brand").message).toBe("Brand not found");
    expect(notFound("Brand").statusCode).toBe(404);
    expect([conflict("taken").statusCode, conflict("taken").message]).toEqual([409, "taken"]);
    expect([forbidden().statusCode, forbidden().message]).toEqual([403, "You are not allowed to do this"]);
    expect(forbidden("Not yours").message).toBe("Not yours");
  });

  test("pgErrorCode finds a SQLSTATE on the error or up to two causes deep, and nothing else", () => {
    expect(pgErrorCode({ code: "23505" })).toBe("23505");
    expect(pgErrorCode({ code: "ECONNREFUSED", cause: { code: "23503" } })).toBe("23503");
    expect(pgErrorCode({ cause: { cause: { code: "23001" } } })).toBe("23001");
    expect(pgErrorCode({ cause: { cause: { cause: { code: "23505" } } } })).toBeUndefined();
    expect(pgErrorCode({ code: 23505 })).toBeUndefined();
    expect(pgErrorCode({ code: "2350" })).toBeUndefined();
    expect(pgErrorCode({ code: "235055" })).toBeUndefined();
    expect(pgErrorCode({ code: "x23505" })).toBeUndefined();
    expect(pgErrorCode({ code: "23505x" })).toBeUndefined();
    expect(pgErrorCode({ code: "2350a" })).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode(new Error("plain"))).toBeUndefined();
  });

  test("isReferenced: a foreign key or restrict violation, nothing else", () => {
    expect(isReferenced({ code: "23503" })).toBe(true);
    expect(isReferenced({ cause: { code: "23001" } })).toBe(true);
    expect(isReferenced({ code: "23505" })).toBe(false);
    expect(isReferenced(new Error("x"))).toBe(false);
  });
});

describe("image types", () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([1, 2, 3, 4]), Buffer.from("WEBP")]);

  test("the shortest header that names each type is enough", () => {
    expect(sniffImage(Buffer.from(png))).toEqual({ extension: "png", contentType: "image/png" });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff]))).toEqual({ extension: "jpg", contentType: "image/jpeg" });
    expect(sniffImage(webp)).toEqual({ extension: "webp", contentType: "image/webp" });
    expect(sniffImage(Buffer.from("GIF87a", "latin1"))).toEqual({ extension: "gif", contentType: "image/gif" });
    expect(sniffImage(Buffer.from("GIF89a", "latin1"))?.extension).toBe("gif");
  });

  test("one byte short or one byte wrong is not an image", () => {
    expect(sniffImage(Buffer.from(png.slice(0, 7)))).toBeNull();
    expect(sniffImage(Buffer.from([...png.slice(0, 7), 0x0b]))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    for (const bytes of [
      [0x00, 0xd8, 0xff],
      [0xff, 0x00, 0xff],
      [0xff, 0xd8, 0x00],
    ])
      expect(sniffImage(Buffer.from(bytes))).toBeNull();
    expect(sniffImage(webp.subarray(0, 11))).toBeNull();
    expect(sniffImage(Buffer.concat([Buffer.from("RIFX"), webp.subarray(4)]))).toBeNull();
    expect(sniffImage(Buffer.concat([webp.subarray(0, 8), Buffer.from("WAVE")]))).toBeNull();
    expect(sniffImage(Buffer.from("GIF89", "latin1"))).toBeNull();
    expect(sniffImage(Buffer.from("GIF88a", "latin1"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe("amounts in cents", () => {
  test("rounds half away from zero on the decimal sent, as PostgreSQL's numeric does", () => {
    expect(toCents(12.34)).toBe(12.34);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(0.01);
    // 1.005 × 100 is 100.4999… in binary: multiplying would give 1.00.
    expect(toCents(1.005)).toBe(1.01);
    expect(toCents(-1.005)).toBe(-1.01);
    expect(Object.is(toCents(-0.004), 0)).toBe(true);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(2.5e-3)).toBe(0);
    expect(toCentsOrNull(null)).toBeNull();
    expect(toCentsOrNull(undefined)).toBeNull();
    expect(toCentsOrNull(0.015)).toBe(0.02);
  });
});

describe("mail", () => {
  const recordingLog = () => {
    const lines: { level: string; object: unknown; message: string }[] = [];
    const at =
      (level: string) =>
      (object: unknown, message = "") =>
        lines.push({ level, object, message });
    const log = { warn: at("warn"), info: at("info"), error: at("error") } as unknown as FastifyBaseLogger;
    return { log, lines };
  };

  test("without SMTP_URL a mail is written to the server's log, saying mail is not configured", async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ log });
    mailer.send({ to: "a@shop.test", subject: "Your password reset code", text: "Your code is 123456." });
    await mailer.settled();
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe("warn");
    expect(lines[0].message).toMatch(/^mail is not configured \(SMTP_URL is not set\)/);
    expect(lines[0].message).toContain("a@shop.test");
    expect(lines[0].message).toContain("Your code is 123456.");
  });

  test("with SMTP_URL the mail reaches the SMTP server, from MAIL_FROM or the default sender", async () => {
    const server = await startMailServer();
    try {
      const { log, lines } = recordingLog();
      const mailer = createMailer({ smtpUrl: server.url, log });
      mailer.send({ to: "b@shop.test", subject: "Hello", text: "Body text" });
      const received = await server.next("b@shop.test");
      expect(received).toMatchObject({ subject: "Hello", text: "Body text" });
      expect(received.from).toBe('"Shop back-office" <no-reply@shop.invalid>');
      expect(DEFAULT_MAIL_FROM).toBe("Shop back-office <no-reply@shop.invalid>");
      await mailer.close();
      expect(lines.map((line) => line.message)).toEqual(["mail sent"]);
      const named = createMailer({ smtpUrl: server.url, from: "Shop <shop@example.test>", log });
      named.send({ to: "c@shop.test", subject: "Hi", text: "x" });
      expect((await server.next("c@shop.test")).from).toBe("Shop <shop@example.test>");
      await named.close();
    } finally {
      await server.close();
    }
  });

  test("a mail the SMTP server cannot take is logged as an error, never thrown at the caller", async () => {
    const { log, lines } = recordingLog();
    // Port 9 on loopback: nothing listens there.
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:9", log });
    expect(() => mailer.send({ to: "d@shop.test", subject: "Lost", text: "x" })).not.toThrow();
    await mailer.settled();
    expect(lines.map((line) => [line.level, line.message])).toEqual([["error", "mail could not be sent"]]);
    await mailer.close();
  });
});

describe("passwords", () => {
  test("a stored hash verifies its own password only", async () => {
    const stored = await hashPassword("Correct#2026");
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword("Correct#2026", stored)).toBe(true);
    expect(await verifyPassword("Wrong#2026", stored)).toBe(false);
    expect(await hashPassword("Correct#2026")).not.toBe(stored);
  });

  test("no hash, another scheme, or a hash missing a part never verifies", async () => {
    const [, salt, key] = (await hashPassword("Correct#2026")).split("$");
    expect(await verifyPassword("Correct#2026", null)).toBe(false);
    for (const stored of [`bcrypt$${salt}$${key}`, `scrypt$$${key}`, `scrypt$${salt}$`, `scrypt$${salt}`, ""])
      expect(await verifyPassword("Correct#2026", stored)).toBe(false);
  });

  test("a code's hash depends on the code and the pepper", () => {
    expect(hashCode("123456", "p1")).toBe(hashCode("123456", "p1"));
    expect(hashCode("123456", "p1")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode("123456", "p1")).not.toBe(hashCode("123456", "p2"));
    expect(hashCode("123456", "p1")).not.toBe(hashCode("123457", "p1"));
  });
});
