import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";

/**
 * Runs `run` while the database refuses to insert into `table` a row whose `column` is `value`: a
 * real failure inside a transaction, past every check the application makes, for proving that what
 * a failed change did outside the database (a stored file) is undone.
 */
export async function withInsertsRefused<T>(
  refused: { table: string; column: string; value: string },
  run: () => Promise<T>,
): Promise<T> {
  const name = `refuse_insert_${createHash("sha256").update(JSON.stringify(refused)).digest("hex").slice(0, 16)}`;
  await db().execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.${refused.column} = '${refused.value.replace(/'/g, "''")}' then raise exception 'refused for the test'; end if;
        return new;
      end $$`),
  );
  await db().execute(
    sql.raw(`create trigger ${name} before insert on ${refused.table} for each row execute function ${name}()`),
  );
  try {
    return await run();
  } finally {
    await db().execute(sql.raw(`drop trigger ${name} on ${refused.table}`));
    await db().execute(sql.raw(`drop function ${name}()`));
  }
}
