import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { services, vendors } from "@/lib/modules/vendors/tables";
import { createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { aliasInOrg, findInOrg, inOrg } from "./tenant";

const dialect = new PgDialect();
const render = (condition: Parameters<PgDialect["sqlToQuery"]>[0]) => dialect.sqlToQuery(condition);

class Missing extends Error {}
const missing = () => new Missing("not found");

describe("tenant scoping helpers", () => {
  let own: TestOrg;
  let other: TestOrg;
  let vendorId: string;
  let serviceId: string;
  let otherVendorId: string;

  beforeAll(async () => {
    [own, other] = await Promise.all([createOrg("Tenant Own"), createOrg("Tenant Other")]);
    vendorId = (await createVendor(own)).id;
    serviceId = (await createService(own, vendorId)).id;
    otherVendorId = (await createVendor(other)).id;
  });

  it("inOrg is the org_id comparison, with further conditions anded and undefined ones skipped", () => {
    expect(render(inOrg(vendors, "org_1"))).toEqual(render(eq(vendors.orgId, "org_1")));
    const scoped = render(inOrg(vendors, "org_1", eq(vendors.id, "v_1"), undefined));
    expect(scoped.sql).toBe('("vendors"."org_id" = $1 and "vendors"."id" = $2)');
    expect(scoped.params).toEqual(["org_1", "v_1"]);
    expect(render(inOrg(services, vendors.orgId)).sql).toBe('"services"."org_id" = "vendors"."org_id"');
    expect(render(sql`select 1 from tags t where ${aliasInOrg("t", "org_1")}`).sql).toBe(
      'select 1 from tags t where "t".org_id = $1',
    );
  });

  it("findInOrg returns the caller's organization's row", async () => {
    const row = await findInOrg(db(), vendors, own.orgId, vendorId, { notFound: missing });
    expect(row).toMatchObject({ id: vendorId, orgId: own.orgId });
  });

  it("findInOrg throws the module's not-found error for another organization's row or an unknown ID", async () => {
    await expect(findInOrg(db(), vendors, own.orgId, otherVendorId, { notFound: missing })).rejects.toBeInstanceOf(
      Missing,
    );
    await expect(findInOrg(db(), vendors, own.orgId, "cbven_unknown", { notFound: missing })).rejects.toBeInstanceOf(
      Missing,
    );
  });

  it("findInOrg applies a further condition: a row failing it is not found", async () => {
    const found = await findInOrg(db(), services, own.orgId, serviceId, {
      notFound: missing,
      where: eq(services.vendorId, vendorId),
    });
    expect(found.id).toBe(serviceId);
    await expect(
      findInOrg(db(), services, own.orgId, serviceId, {
        notFound: missing,
        where: eq(services.vendorId, otherVendorId),
      }),
    ).rejects.toBeInstanceOf(Missing);
  });

  it("findInOrg takes an update or share lock inside a transaction", async () => {
    const locked = await db().transaction(async (tx) => [
      await findInOrg(tx, vendors, own.orgId, vendorId, { notFound: missing, lock: "update" }),
      await findInOrg(tx, vendors, own.orgId, vendorId, { notFound: missing, lock: "share" }),
    ]);
    expect(locked.map((row) => row.id)).toEqual([vendorId, vendorId]);
  });
});
