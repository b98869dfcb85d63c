import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { startReceiver } from "@/lib/modules/webhooks/testing";
import { createOrg, createVendor, createWebhook, createWorkflow, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";

describe("send_webhook action", () => {
  let org: TestOrg;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const runJobs = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();
  const subscribe = async (events: string[]) => {
    const path = `/hook-${randomBytes(4).toString("hex")}`;
    const webhook = await createWebhook(org, { url: `${receiver.origin}${path}`, events });
    return { id: webhook.id, path };
  };
  const envelopes = (path: string) => receiver.at(path).map((request) => JSON.parse(request.body));
  const runDetail = async (runId: string | undefined) =>
    bodyAt(await callApi("get", `/v1/workflows/runs/${runId}`, { token: org.token }), 200);

  beforeAll(async () => {
    receiver = await startReceiver();
    org = await createOrg();
  });
  afterAll(() => receiver.close());

  it("delivers the triggering event to its subscribers, with an event type override and a subset of webhooks", async () => {
    const created = await subscribe(["Vendor.Created"]);
    const updatedA = await subscribe(["Vendor.Updated"]);
    const updatedB = await subscribe(["Vendor.Updated"]);
    const trigger = { type: "event", event_type: "Vendor.Created" } as const;
    await createWorkflow(org, {
      trigger,
      steps: [
        { component_name: "Relay", action_type: "send_webhook" },
        {
          component_name: "As update, to A only",
          action_type: "send_webhook",
          settings: { event_type: "Vendor.Updated", webhook_ids: [updatedA.id] },
        },
      ],
    });
    const vendor = await createVendor(org, { name: "Relayed" });
    await runJobs();
    const runs = bodyAt(await callApi("get", "/v1/workflows/runs", { token: org.token }), 200).data;
    const detail = await runDetail(runs[0]?.workflow_run_id);
    expect(detail.status).toBe("completed");
    expect(detail.steps.map((step) => step.status)).toEqual(["success", "success"]);

    // The fan-out of Vendor.Created and the relay share the subscriber; the relay carries its own event ID.
    const relayed = envelopes(created.path);
    expect(relayed).toHaveLength(2);
    const relayEvent = detail.steps[0]?.artifacts.find((a) => a.artifact_type === "webhook_event");
    expect(relayed.map((envelope) => envelope.event_id)).toContain(relayEvent?.id);
    expect(relayed.every((envelope) => envelope.data.vendor_id === vendor.id)).toBe(true);
    expect(detail.steps[0]?.artifacts).toContainEqual({ artifact_type: "vendor", id: vendor.id, role: "trigger" });
    expect(detail.steps[0]?.artifacts).toContainEqual({ artifact_type: "webhook", id: created.id, role: "result" });

    expect(envelopes(updatedA.path)).toEqual([
      expect.objectContaining({
        event_type: "Vendor.Updated",
        data: { vendor_id: vendor.id, event_type: "Vendor.Updated" },
      }),
    ]);
    expect(envelopes(updatedB.path)).toEqual([]);
  });

  it("skips a manual run without event_type, and fails on an event type outside the catalog", async () => {
    const workflow = await createWorkflow(org, {
      steps: [
        { component_name: "Nothing to relay", action_type: "send_webhook" },
        { component_name: "Bad", action_type: "send_webhook", settings: { event_type: "Vendor.Exploded" } },
      ],
    });
    const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, { token: org.token, body: {} });
    await runJobs();
    const detail = await runDetail(bodyAt(started, 201).workflow_run_id);
    expect(detail.status).toBe("failed");
    expect(detail.steps[0]).toMatchObject({ status: "skipped", message: expect.stringMatching(/no triggering event/) });
    expect(detail.steps[1]).toMatchObject({
      status: "failed",
      message: "settings.event_type Vendor.Exploded is not in the event catalog.",
    });
  });
});
