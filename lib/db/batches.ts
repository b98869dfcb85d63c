import { db, type Tx } from "./client";

/**
 * Works through rows a batch per transaction, in ID order: `read` answers up to `size` rows after an
 * ID ("" for the first batch), locked if they are to be changed, and `change` runs on each in the same
 * transaction, answering whether it changed it. Each transaction stays short however many rows there
 * are, so no other request waits long for the database (the embedded one has a single connection).
 * Answers how many rows were changed.
 */
export async function changeInBatches<Row extends { id: string }>(
  size: number,
  read: (tx: Tx, afterId: string) => Promise<Row[]>,
  change: (tx: Tx, row: Row) => Promise<boolean>,
): Promise<number> {
  let afterId = "";
  let changed = 0;
  for (;;) {
    const rows = await db().transaction(async (tx) => {
      const batch = await read(tx, afterId);
      for (const row of batch) {
        changed += (await change(tx, row)) ? 1 : 0;
      }
      return batch;
    });
    afterId = rows.at(-1)?.id ?? afterId;
    if (rows.length < size) {
      return changed;
    }
  }
}
