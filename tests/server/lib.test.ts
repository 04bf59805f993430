// The server's small shared pieces, checked directly: what they decide is hard to reach through
// HTTP on demand (a driver's nested error, a stored hash of another scheme, a full mailbox).
import { describe, expect, test, vi } from "vitest";
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isReferenced,
  notFound,
  ok,
  pgErrorCode,
} from "../../host-demo/server/lib/http.js";
import { sniffImage } from "../../host-demo/server/lib/imageType.js";
import { Mailbox } from "../../host-demo/server/lib/mailbox.js";
import { toCents, toCentsOrNull } from "../../host-demo/server/lib/money.js";
import { hashCode, hashPassword, verifyPassword } from "../../host-demo/server/lib/password.js";

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

describe("mailbox", () => {
  test("keeps the newest 500 mails, lists an address's mail newest first, and logs each", () => {
    const log = vi.fn();
    const mailbox = new Mailbox(log);
    mailbox.send("First@Shop.test", "one", "text one");
    for (let index = 0; index < 499; index++) mailbox.send("bulk@shop.test", "bulk", String(index));
    expect(mailbox.for("first@shop.test")).toHaveLength(1);
    mailbox.send("first@shop.test", "two", "text two");
    expect(mailbox.for("FIRST@shop.test").map((mail) => mail.subject)).toEqual(["two"]);
    expect(mailbox.for("bulk@shop.test")).toHaveLength(499);
    expect(log).toHaveBeenCalledTimes(501);
    expect(log.mock.calls[0][0]).toMatchObject({ to: "first@shop.test", subject: "one", text: "text one" });
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
