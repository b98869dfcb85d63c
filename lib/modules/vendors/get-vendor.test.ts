import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createOrg, createService, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertCustomField, setCustomValue } from "@/lib/testing/records";
import { services, vendors } from "./tables";
import { SERVICE_FIELDS, sortedKeys, VENDOR_FIELDS } from "./testing";

const contact = (email: string | null, name: string | null = null) => ({
  email,
  name,
  title: null,
  phone_number: null,
});

describe("GET /v1/vendors/{vendor_id}", () => {
  it("returns the full object with services (oldest first) and custom fields on the vendor and each service", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Full" });
    const first = await createService(org, vendor.id, { name: "First" });
    const second = await createService(org, vendor.id, { name: "Second" });
    const tierField = await insertCustomField(org, { name: "Criticality", type: "select", appliesTo: ["vendor"] });
    const svcField = await insertCustomField(org, { name: "Hosting", type: "multiselect", appliesTo: ["service"] });
    await setCustomValue(org, tierField, "vendor", vendor.id, "High");
    await setCustomValue(org, svcField, "service", second.id, ["AWS", "GCP"]);

    const result = await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token });
    expectStatus(result, 200);
    expect(sortedKeys(result.body)).toEqual(VENDOR_FIELDS);
    expect(result.body.custom_fields).toEqual([
      { config_id: tierField, field_name: "Criticality", field_type: "select", value: "High" },
    ]);
    expect(result.body.services.map((service) => service.id)).toEqual([first.id, second.id]);
    for (const service of result.body.services) {
      expect(sortedKeys(service)).toEqual(SERVICE_FIELDS);
    }
    expect(result.body.services[0]?.custom_fields).toEqual([]);
    expect(result.body.services[1]?.custom_fields).toEqual([
      { config_id: svcField, field_name: "Hosting", field_type: "multiselect", value: ["AWS", "GCP"] },
    ]);
    // PATCH returns the same full object, custom fields included.
    expect((await callApi("patch", `/v1/vendors/${vendor.id}`, { token: org.token, body: {} })).body).toEqual(
      result.body,
    );
  });

  it("another organization's vendor and an unknown ID are 404 vendor_not_found", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirs = await createVendor(other);
    for (const id of [theirs.id, "cbvndr_00000000000000000000000000000000", "not-an-id"]) {
      const result = await callApi("get", `/v1/vendors/${id}`, { token: org.token });
      expectStatus(result, 404);
      expect(result.body).toEqual({ detail: { code: "vendor_not_found", message: "Vendor not found." } });
    }
  });
});

describe("primary_contact derivation", () => {
  it("is the first stored contact having an email; then the security contact email; else null", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Contacts" });
    const read = async () =>
      bodyAt(await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token }), 200).primary_contact;
    const listed = async () =>
      bodyAt(await callApi("get", "/v1/vendors", { token: org.token }), 200).items.find((item) => item.id === vendor.id)
        ?.primary_contact;
    const store = (values: Partial<typeof vendors.$inferInsert>) =>
      db().update(vendors).set(values).where(eq(vendors.id, vendor.id));

    expect(await read()).toBeNull();

    await store({ securityContactEmail: "security@contacts.example" });
    expect(await read()).toEqual(contact("security@contacts.example"));
    expect(await listed()).toEqual(contact("security@contacts.example"));

    await store({
      contacts: [
        { email: null, name: "No Email", title: "CEO", phone_number: "1" },
        { email: "", name: "Empty Email", title: null, phone_number: null },
        { email: "second@contacts.example", name: "Second", title: "CISO", phone_number: "2" },
        { email: "third@contacts.example", name: "Third", title: null, phone_number: null },
      ],
    });
    const expected = { email: "second@contacts.example", name: "Second", title: "CISO", phone_number: "2" };
    expect(await read()).toEqual(expected);
    expect(await listed()).toEqual(expected);

    await store({ contacts: [{ email: null, name: "Only nameless", title: null, phone_number: null }] });
    expect(await read()).toEqual(contact("security@contacts.example"));
  });

  it("a supplied primary_contact replaces the current primary one and keeps the other contacts", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Replace" });
    const others = [
      { email: null, name: "Assistant", title: null, phone_number: "9" },
      { email: "old@replace.example", name: "Old", title: null, phone_number: null },
      { email: "backup@replace.example", name: "Backup", title: null, phone_number: null },
    ];
    await db().update(vendors).set({ contacts: others }).where(eq(vendors.id, vendor.id));
    const patched = await callApi("patch", `/v1/vendors/${vendor.id}`, {
      token: org.token,
      body: { primary_contact: { email: "new@replace.example" } },
    });
    expectStatus(patched, 200);
    expect(patched.body.primary_contact).toEqual(contact("new@replace.example"));
    const [row] = await db().select({ contacts: vendors.contacts }).from(vendors).where(eq(vendors.id, vendor.id));
    expect(row?.contacts).toEqual([others[0], contact("new@replace.example"), others[2]]);
  });

  it("services derive it from their own contacts only (no security contact fallback)", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Svc contacts" });
    await db().update(vendors).set({ securityContactEmail: "sec@vendor.example" }).where(eq(vendors.id, vendor.id));
    const service = await createService(org, vendor.id);
    expect(service.primary_contact).toBeNull();
    await db()
      .update(services)
      .set({
        contacts: [
          { email: null, name: "Nameless", title: null, phone_number: null },
          { email: "svc@vendor.example", name: "Svc", title: "Owner", phone_number: null },
        ],
      })
      .where(eq(services.id, service.id));
    const read = await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token });
    expectStatus(read, 200);
    expect(read.body.primary_contact).toEqual(contact("sec@vendor.example"));
    expect(read.body.services[0]?.primary_contact).toEqual({
      email: "svc@vendor.example",
      name: "Svc",
      title: "Owner",
      phone_number: null,
    });
  });
});
