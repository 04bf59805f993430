// The server's own database: PGlite on a worker thread (db/pgliteThread.ts), spoken to through
// Drizzle and the prepared reads as the routes do. The end-to-end tests run the whole app on it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "../../host-demo/server/db/client.js";
import { pgErrorCode } from "../../host-demo/server/lib/http/http.js";

let dataDir: string;
let database: Database;
const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from notes`))[0].n;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pglite-thread-"));
  database = await openDatabase({ dataDir });
  await database.exec(`
    create table notes (id serial primary key, title text not null unique, price numeric(10,2) not null,
      tags int[] not null default '{}', extra jsonb, day date not null default '2026-01-02',
      created_at timestamptz not null default '2026-03-04T05:06:07.123Z');`);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("PGlite on its own thread", () => {
  test("answers rows as on PGlite's own thread: times and dates as text, arrays and JSON parsed", async () => {
    expect(database.kind).toBe("pglite");
    await database.db.execute(
      sql`insert into notes (title, price, tags, extra) values (${"first"}, ${12.5}, ${"{3,1}"}, ${JSON.stringify({ a: [1] })})`,
    );
    expect(
      await rows(
        sql`select title, price::float8 as price, tags, extra, day, created_at from notes where title = 'first'`,
      ),
    ).toEqual([
      {
        title: "first",
        price: 12.5,
        tags: [3, 1],
        extra: { a: [1] },
        day: "2026-01-02",
        created_at: "2026-03-04 05:06:07.123+00",
      },
    ]);
    // The prepared reads (planned once, then executed with the values written in) answer the same.
    expect(
      await database.preparedRead(sql`select title, created_at from notes where title = ${"first"} and price > ${10}`),
    ).toEqual([{ title: "first", created_at: "2026-03-04 05:06:07.123+00" }]);
  });

  test("a failed statement keeps its SQLSTATE code (a taken name is 23505) and the thread goes on", async () => {
    const failure = await database.db.execute(sql`insert into notes (title, price) values ('first', 1)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(pgErrorCode(failure)).toBe("23505");
    expect(String((failure as Error).message)).toMatch(/insert into notes/);
    expect(await count()).toBe(1);
  });

  test("a transaction commits what it wrote; one that throws leaves nothing and its error reaches the caller", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (title, price) values ('second', 2)`);
    });
    expect(await count()).toBe(2);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (title, price) values ('third', 3)`);
        throw new Error("the caller changed its mind");
      }),
    ).rejects.toThrow("the caller changed its mind");
    expect(await rows(sql`select title from notes order by id`)).toEqual([{ title: "first" }, { title: "second" }]);
  });

  test("a statement outside an open transaction waits until it ends, then sees what it committed", async () => {
    const order: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (title, price) values ('fourth', 4)`);
      order.push("inserted");
      await held;
      order.push("committing");
    });
    // Give the transaction time to begin and insert before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = count().then((n) => {
      order.push(`read ${n}`);
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(["inserted"]);
    finish();
    await transaction;
    expect(await outside).toBe(3);
    expect(order).toEqual(["inserted", "committing", "read 3"]);
  });

  test("many statements sent at once all answer, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => rows<{ n: number }>(sql`select ${index}::int as n`)),
    );
    expect(answers.map((answer) => answer[0].n)).toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  test("a transaction with settings (the journal's actor) sees them inside only; statements sent together in it all land", async () => {
    const actor = `{"id":7,"name":"O'Brien \\ Admin"}`;
    const seen = await database.transactionWith({ "journal.actor": actor }, async (tx) => {
      const [setting] = await Promise.all([
        tx.execute(sql`select current_setting('journal.actor', true) as actor`),
        tx.execute(sql`insert into notes (title, price) values ('fifth', 5)`),
        tx.execute(sql`insert into notes (title, price) values ('sixth', 6)`),
      ]);
      return (setting as unknown as { rows: { actor: string }[] }).rows[0].actor;
    });
    expect(seen).toBe(actor);
    expect(await rows(sql`select coalesce(current_setting('journal.actor', true), '') as actor`)).toEqual([
      { actor: "" },
    ]);
    const failure = await database
      .transactionWith({ "journal.actor": actor }, async (tx) => {
        await tx.execute(sql`insert into notes (title, price) values ('seventh', 7)`);
        await tx.execute(sql`insert into notes (title, price) values ('fifth', 8)`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(pgErrorCode(failure)).toBe("23505");
    expect(await rows(sql`select title from notes where id > 3 order by id`)).toEqual([
      { title: "fourth" },
      { title: "fifth" },
      { title: "sixth" },
    ]);
    await database.db.execute(sql`delete from notes where title in ('fifth', 'sixth')`);
  });

  test("what was written is in the folder when it is opened again", async () => {
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await rows(sql`select title from notes order by id`)).toEqual([
      { title: "first" },
      { title: "second" },
      { title: "fourth" },
    ]);
  });
});
