import pg from "pg";

/** Runs `use` on one connection of its own to `url`, closed afterwards: for a bench's bare reads. */
export async function withDatabaseClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
