import pg from "pg";

/**
 * Runs `use` on one connection of its own to `url`, closed afterwards: for a bench's bare reads, its
 * seeding and its samplers. `settings` are the client's other options (a connect timeout, say).
 */
export async function withDatabaseClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
  settings: Omit<pg.ClientConfig, "connectionString"> = {},
): Promise<T> {
  const client = new pg.Client({ ...settings, connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
