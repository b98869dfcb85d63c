import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import { users } from "@/lib/modules/users/tables";
import { TEST_PASSWORD, uniqueEmail } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { SAMPLE_VENDOR_COUNT } from "./load";

async function signUp(sampleData: boolean) {
  const email = uniqueEmail("sample");
  const body = { organization_name: "Sample Co", email, password: TEST_PASSWORD, sample_data: sampleData };
  const signup = await call("/api/auth/signup", { body });
  expect(signup.status, signup.text).toBe(201);
  const token = await call("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  return { orgId: signup.body.organization_id as string, token: token.body.access_token as string };
}

const countOf = <T>(values: T[]) =>
  values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>());

describe("signup with sample_data", () => {
  it("creates a realistic portfolio of about 60 vendors, visible through GET /v1/vendors", async () => {
    const org = await signUp(true);
    expect(SAMPLE_VENDOR_COUNT).toBe(60);
    const list = await call("/v1/vendors?limit=200&include_custom_fields=true", { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(60);
    const vendors = list.body.items as {
      id: string;
      name: string;
      status: string;
      tags: string[];
      primary_contact: { email: string } | null;
      custom_fields: { field_name: string; value: unknown }[];
    }[];
    expect(new Set(vendors.map((vendor) => vendor.name)).size).toBe(60);

    const statuses = countOf(vendors.map((vendor) => vendor.status));
    expect([...statuses.keys()].sort()).toEqual(["Active", "Offboarded", "Prospective", "Under review"]);
    expect(statuses.get("Active")).toBeGreaterThan(30);
    const industries = new Set(vendors.flatMap((vendor) => vendor.tags).filter((tag) => tag !== "Critical supplier"));
    expect(industries.size).toBeGreaterThanOrEqual(10);
    expect(vendors.every((vendor) => vendor.primary_contact?.email.endsWith(".example"))).toBe(true);
    expect(
      vendors.every((vendor) => vendor.custom_fields.some((entry) => entry.field_name === "Data classification")),
    ).toBe(true);
    const prospective = vendors.find((vendor) => vendor.status === "Prospective");
    expect(prospective?.custom_fields.map((entry) => entry.field_name)).not.toContain("Annual spend (USD)");

    const detail = (await call(`/v1/vendors/${vendors[0]?.id}`, { token: org.token })).body;
    expect(detail.services.length).toBeGreaterThan(0);
    expect(detail.services[0].custom_fields).toEqual([
      expect.objectContaining({ field_name: "Data classification", field_type: "select" }),
    ]);
    expect(detail.risk_analyst_ids).toHaveLength(1);
    expect(detail.relationship_owner_ids).toHaveLength(1);
    expect(detail.inherent_risk_level_id).toMatch(/^cbsclvl_/);

    const fields = (await call("/v1/custom-fields?target=vendor", { token: org.token })).body;
    expect(fields.items.map((field: { field_name: string }) => field.field_name)).toEqual([
      "Annual spend (USD)",
      "Contract renewal",
      "Data classification",
      "Regions served",
      "Business owner",
    ]);

    const [members] = await db().select({ total: count() }).from(users).where(eq(users.orgId, org.orgId));
    expect(members?.total).toBe(6);
    const [created] = await db()
      .select({ total: count() })
      .from(domainEvents)
      .where(and(eq(domainEvents.orgId, org.orgId), eq(domainEvents.eventType, "Vendor.Created")));
    expect(created?.total).toBe(60);
  });

  it("leaves a plain signup empty, and a second sample organization gets its own portfolio", async () => {
    const plain = await signUp(false);
    expect((await call("/v1/vendors", { token: plain.token })).body.total).toBe(0);
    expect((await call("/v1/custom-fields", { token: plain.token })).body.total).toBe(0);
    const second = await signUp(true);
    expect((await call("/v1/vendors", { token: second.token })).body.total).toBe(60);
  });
});
