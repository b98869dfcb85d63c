import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { composeIBAN } from "ibantools";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, rowsOf } from "@/lib/db/client";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { keyToken, secondAdmin } from "./testing";

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join("");
/** A valid German IBAN no other test uses: bank code 37040044 and a random account number. */
const uniqueIban = () => {
  const iban = composeIBAN({ countryCode: "DE", bban: `37040044${digits(10)}` });
  if (!iban) {
    throw new Error("IBAN not composed");
  }
  return iban;
};

/**
 * Every full number this test writes must stay out of every plain column, log line and response but
 * one: the banking:read list, which exists to return them (and proves the search can find them).
 */
describe("full bank numbers and tax identifiers never leave their sealed columns", () => {
  let org: TestOrg;
  const secrets: string[] = [];
  const responses: { label: string; result: { text: string } }[] = [];
  const logged: string[] = [];
  let unmaskedList: { text: string } | undefined;

  /** Sends the call and keeps its answer for the searches below. */
  const remember = async <R extends { text: string }>(label: string, request: Promise<R>): Promise<R> => {
    const result = await request;
    responses.push({ label, result });
    return result;
  };

  beforeAll(async () => {
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream);
      vi.spyOn(stream, "write").mockImplementation((chunk: unknown, ...rest: unknown[]) => {
        logged.push(String(chunk));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      });
    }
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      const original = console[method].bind(console);
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : JSON.stringify(arg))).join(" "),
        );
        original(...args);
      });
    }
    org = await createOrg("Masking Search Org");
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("writes accounts and registrations through every path", async () => {
    const reviewer = await secondAdmin(org);
    const liveKey = await keyToken(org, ["review:sensitive_changes"]);
    const standardKey = await keyToken(org);
    const vendor = await createVendor(org, { name: "Masking Vendor GmbH" });
    const base = `/v1/vendors/${vendor.id}/bank_accounts` as const;
    const idempotent = { "Idempotency-Key": `masking-${digits(8)}` };

    // Queued by the dashboard, approved.
    const queuedIban = uniqueIban();
    secrets.push(queuedIban);
    const queued = await remember(
      "queue create",
      callApi("post", base, {
        token: org.token,
        headers: idempotent,
        body: { bank_country: "DE", values: { iban: queuedIban, swift_bic: "COBADEFFXXX" } },
      }),
    );
    expectStatus(queued, 202);
    const approved = await remember(
      "approve",
      callApi("post", `/v1/bank_reviews/${queued.body.review_id}/approve`, { token: reviewer.token }),
    );
    expectStatus(approved, 200);
    const approvedId = approved.body.bank_account_id;
    if (!approvedId) {
      throw new Error("the approved review names no bank account");
    }

    // Applied at once by a key, then changed at once, then changed through review (approved and rejected).
    const usAccount = digits(12);
    secrets.push(usAccount);
    const direct = await remember(
      "direct create",
      callApi("post", base, {
        token: liveKey,
        body: { bank_country: "US", values: { routing_number: "021000021", account_number: usAccount } },
      }),
    );
    expectStatus(direct, 201);
    const changedUsAccount = digits(11);
    secrets.push(changedUsAccount);
    const directPatch = await remember(
      "direct patch",
      callApi("patch", `${base}/${direct.body.id}`, {
        token: liveKey,
        body: { bank_country: "US", values: { routing_number: "021000021", account_number: changedUsAccount } },
      }),
    );
    expectStatus(directPatch, 200);

    const proposedIban = uniqueIban();
    secrets.push(proposedIban);
    const patchQueued = await remember(
      "queued patch",
      callApi("patch", `${base}/${approvedId}`, {
        token: standardKey,
        body: { bank_country: "DE", values: { iban: proposedIban } },
      }),
    );
    expectStatus(patchQueued, 202);
    await remember("review list", callApi("get", "/v1/bank_reviews?status=pending", { token: org.token }));
    await remember("account list", callApi("get", base, { token: standardKey }));
    const rejected = await remember(
      "reject",
      callApi("post", `/v1/bank_reviews/${patchQueued.body.review_id}/reject`, {
        token: reviewer.token,
        body: { reason: "Not confirmed" },
      }),
    );
    expect(rejected.status).toBe(200);

    // Refused by the rules (a full number in the request must not come back in the error).
    const badIban = `DE00${digits(18)}`;
    secrets.push(badIban);
    const refused = await remember(
      "refused",
      callApi("post", base, { token: liveKey, body: { bank_country: "DE", values: { iban: badIban } } }),
    );
    expect(refused.status).toBe(422);
    await remember(
      "dry run",
      callApi("post", "/v1/bank_country_rules/validate", {
        token: org.token,
        body: { bank_country: "DE", values: { iban: badIban } },
      }),
    );

    // Tax identifiers: sealed like bank numbers.
    const ein = `04${digits(7)}`;
    secrets.push(ein);
    const tax = await remember(
      "tax put",
      callApi("put", `/v1/vendors/${vendor.id}/tax_registrations`, {
        token: org.token,
        body: { country: "US", registration_type: "ein", value: ein },
      }),
    );
    expectStatus(tax, 201);
    await remember("tax list", callApi("get", `/v1/vendors/${vendor.id}/tax_registrations`, { token: standardKey }));

    await remember("retire", callApi("post", `${base}/${direct.body.id}/retire`, { token: standardKey }));
    await remember(
      "change feed",
      callApi("get", `/v1/vendors/${vendor.id}/change_feed?limit=200`, { token: org.token }),
    );
    await remember("change log", callApi("get", "/v1/change_log?limit=200", { token: org.token }));
    await remember("reviews", callApi("get", "/v1/bank_reviews?limit=200", { token: org.token }));
    await remember("account", callApi("get", `${base}/${approvedId}`, { token: liveKey }));

    const list = await callApi("get", base, { token: await keyToken(org, ["banking:read"]) });
    expect(list.status).toBe(200);
    unmaskedList = list;
  });

  it("finds them in the banking:read list: the search below can see a number where one is", () => {
    expect(unmaskedList?.text).toContain(secrets[0]);
    expect(unmaskedList?.text).toContain(secrets[2]);
  });

  it("finds none of them in any other response", () => {
    for (const { label, result } of responses) {
      for (const secret of secrets) {
        expect(result.text.includes(secret), `${label} shows ${secret.slice(-4)}`).toBe(false);
      }
    }
  });

  it("finds none of them in the captured logs", () => {
    const text = logged.join("\n");
    for (const secret of secrets) {
      expect(text.includes(secret), `a log line shows ${secret.slice(-4)}`).toBe(false);
    }
  });

  it("finds none of them in any column of any table", async () => {
    const tables = rowsOf<{ name: string }>(
      await db().execute(
        sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      ),
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      for (const secret of secrets) {
        const [found] = rowsOf<{ count: number | string }>(
          await db().execute(
            sql`select count(*) as count from ${sql.identifier(name)} t where t::text like ${`%${secret}%`}`,
          ),
        );
        expect(Number(found?.count), `${name} holds ${secret.slice(-4)}`).toBe(0);
      }
    }
  });
});
