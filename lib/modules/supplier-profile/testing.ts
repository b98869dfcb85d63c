import type { Schemas } from "@/lib/testing/api-call-types";
import { type ApiKeyScope, createKey, createMember, type TestOrg } from "@/lib/testing/fixtures";
import { callApi } from "@/lib/testing/http";

/** A valid German account (IBAN and BIC from the IBAN standard's examples). */
export const germanAccount = {
  bank_country: "DE",
  currency: "EUR",
  values: { iban: "DE89370400440532013000", swift_bic: "COBADEFFXXX", account_holder_name: "Test Vendor GmbH" },
} satisfies Schemas["CreateBankAccount"];
/** A valid US account (a real ABA routing number). */
export const usAccount = {
  bank_country: "US",
  currency: "USD",
  values: { routing_number: "021000021", account_number: "123456789012", account_holder_name: "Test Vendor Inc" },
} satisfies Schemas["CreateBankAccount"];

/** An ak_ key's bearer value; with review:sensitive_changes its bank writes apply at once. */
export async function keyToken(org: TestOrg, scopes: ApiKeyScope[] = []): Promise<string> {
  return (await createKey(org, { name: `key ${scopes.join(" ") || "standard"}`, scopes })).secret;
}

/** A bank account applied at once, through a key that skips review. */
export async function createLiveBankAccount(
  org: TestOrg,
  vendorId: string,
  body: Schemas["CreateBankAccount"] = germanAccount,
  token?: string,
): Promise<Schemas["BankAccount"]> {
  const result = await callApi("post", `/v1/vendors/${vendorId}/bank_accounts`, {
    token: token ?? (await keyToken(org, ["review:sensitive_changes"])),
    body,
  });
  if (result.status !== 201) {
    throw new Error(`bank account not created: ${result.status} ${result.text}`);
  }
  return result.body;
}

/** A change queued for review, proposed by the org's admin unless `token` names another proposer; returns the review ID. */
export async function proposeBankAccount(
  org: TestOrg,
  vendorId: string,
  body: Schemas["CreateBankAccount"] = germanAccount,
  token: string = org.token,
): Promise<string> {
  const result = await callApi("post", `/v1/vendors/${vendorId}/bank_accounts`, { token, body });
  if (result.status !== 202) {
    throw new Error(`bank change not queued: ${result.status} ${result.text}`);
  }
  return result.body.review_id;
}

/** A second admin: the four-eyes rule keeps the proposer from deciding their own change. */
export const secondAdmin = (org: TestOrg) => createMember(org, "org:admin");
