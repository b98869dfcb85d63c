import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { startReceiver } from "./testing";

const FIRST_SECRET = "first-signing-secret-0123456789";
const ROTATED_SECRET = "rotated-signing-secret-9876543210";
const PUBLIC_URL = "https://93.184.215.14/hooks";

describe("webhook subscriptions in the change log", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
  });

  const patch = (id: string, body: Schemas["UpdateWebhook"], token = org.token) =>
    callApi("patch", `/v1/webhooks/${id}`, { token, body });
  const create = (body: Schemas["CreateWebhook"], token = org.token) =>
    callApi("post", "/v1/webhooks", { token, body });

  it("records creation, an edit, a secret rotation, disabling and the archive, by whom, newest first", async () => {
    const created = await create({
      url: PUBLIC_URL,
      events: ["Vendor.Created"],
      secret: FIRST_SECRET,
      description: "Risk alerts",
    });
    expectStatus(created, 201);
    const id = created.body.id;
    expect((await patch(id, { events: ["Vendor.Created", "Vendor.Updated"] })).status).toBe(200);
    expect((await patch(id, { secret: ROTATED_SECRET })).status).toBe(200);
    expect((await patch(id, { enabled: false })).status).toBe(200);
    expect((await callApi("delete", `/v1/webhooks/${id}`, { token: org.token })).status).toBe(204);

    const entries = await changesOf(org, "webhook", id);
    expect(entries.map((entry) => entry.action)).toEqual(["archived", "disabled", "updated", "updated", "created"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        entity_type: "webhook",
        entity_id: id,
        entity_name: "Risk alerts",
        actor: { type: "user", id: org.userId, name: "Ada Admin" },
      });
    }
    const [archived, disabled, rotated, edited, creation] = entries;
    expect(creation?.changes).toEqual(
      expect.arrayContaining([
        { field: "url", before: null, after: PUBLIC_URL },
        { field: "events", before: null, after: ["Vendor.Created"] },
        { field: "description", before: null, after: "Risk alerts" },
        { field: "enabled", before: null, after: true },
        { field: "secret", before: null, after: "[redacted]" },
      ]),
    );
    expect(edited?.changes).toEqual([
      { field: "events", before: ["Vendor.Created"], after: ["Vendor.Created", "Vendor.Updated"] },
    ]);
    expect(rotated?.changes).toEqual([{ field: "secret", before: "[redacted]", after: "[redacted]" }]);
    expect(disabled?.changes).toEqual([{ field: "enabled", before: true, after: false }]);
    expect(archived?.changes).toEqual([{ field: "archived", before: false, after: true }]);
  });

  it("never stores a signing secret, in any entry of the organization's change log", async () => {
    const created = bodyAt(await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: FIRST_SECRET }), 201);
    await patch(created.id, { secret: ROTATED_SECRET, url: `${PUBLIC_URL}/v2` });
    const log = await callApi("get", "/v1/change_log?limit=200", { token: org.token });
    expectStatus(log, 200);
    expect(log.body.items.length).toBeGreaterThan(0);
    expect(log.text).not.toContain(FIRST_SECRET);
    expect(log.text).not.toContain(ROTATED_SECRET);
  });

  it("names an API key as the actor when a key made the change", async () => {
    const key = await createKey(org, { name: "Terraform" });
    const created = await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: FIRST_SECRET }, key.secret);
    expectStatus(created, 201);
    const [entry] = await changesOf(org, "webhook", created.body.id);
    expect(entry?.actor).toEqual({ type: "api_key", id: key.id, name: "Terraform" });
    expect(entry?.entity_name).toBe(PUBLIC_URL);
  });

  it("writes nothing for an update that changes nothing", async () => {
    const created = await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: FIRST_SECRET, enabled: true });
    const { id } = bodyAt(created, 201);
    expect((await patch(id, { enabled: true, events: ["Vendor.Created"] })).status).toBe(200);
    expect((await patch(id, { secret: FIRST_SECRET })).status).toBe(200);
    expect((await changesOf(org, "webhook", id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("never shows another organization's changes", async () => {
    const created = await create({ url: PUBLIC_URL, events: ["Vendor.Created"], secret: FIRST_SECRET }, other.token);
    const { id } = bodyAt(created, 201);
    await patch(id, { enabled: false }, other.token);
    expect(await changesOf(org, "webhook", id)).toEqual([]);
    expect((await changesOf(other, "webhook", id)).map((entry) => entry.action)).toEqual(["disabled", "created"]);
  });

  describe("deliveries asked for by hand", () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.close());

    it("records a test send and a redelivery, by whom and of which event", async () => {
      const webhook = await createWebhook(org, { url: `${receiver.origin}/change-log`, secret: FIRST_SECRET });
      const sent = await callApi("post", `/v1/webhooks/${webhook.id}/test`, { token: org.token, body: {} });
      expectStatus(sent, 200);
      await new JobWorker({ orgId: org.orgId }).runUntilIdle();
      const history = await callApi("get", `/v1/webhooks/${webhook.id}/deliveries`, { token: org.token });
      const [newest] = bodyAt(history, 200).data;
      if (!newest) {
        throw new Error(`no delivery of the test send: ${history.text}`);
      }
      const eventId = newest.event_id;
      const again = await callApi("post", `/v1/webhooks/${webhook.id}/redeliver`, {
        token: org.token,
        body: { event_id: eventId },
      });
      expectStatus(again, 200);

      const entries = await changesOf(org, "webhook", webhook.id);
      expect(entries.map((entry) => entry.action)).toEqual(["redelivered", "test_sent", "created"]);
      const [redelivered, tested] = entries;
      expect(tested?.actor).toEqual({ type: "user", id: org.userId, name: "Ada Admin" });
      expect(tested?.changes).toEqual(
        expect.arrayContaining([
          { field: "event_id", before: null, after: eventId },
          { field: "event_type", before: null, after: "webhook.test" },
        ]),
      );
      expect(redelivered?.changes).toContainEqual({ field: "event_id", before: null, after: eventId });
    });
  });
});
