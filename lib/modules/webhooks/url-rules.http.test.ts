import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { createOrg, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { setWebhookResolverForTests } from "./url-rules";

const SECRET = "receiver-secret-0123456789";

/** The special-purpose address rules through the API: create, update and send time. */
describe("webhook URLs in IPv4-carrying IPv6 blocks", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });
  afterEach(() => setWebhookResolverForTests(undefined));

  const runWorker = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();

  it.each([
    "https://[::ffff:0:7f00:1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[64:ff9b::7f00:1]/",
    "https://[2002:7f00:1::]/",
  ])("create and update refuse %s with 400 invalid_url", async (url) => {
    const created = await callApi("post", "/v1/webhooks", {
      token: org.token,
      body: { url, events: ["Vendor.Created"], secret: SECRET },
    });
    const { detail } = bodyAt(created, 400);
    expect(detail.code).toBe("invalid_url");
    expect(detail.message).toBe("The URL must be a public HTTPS endpoint. The URL is not allowed.");

    const webhook = await createWebhook(org, { secret: SECRET });
    const updated = await callApi("patch", `/v1/webhooks/${webhook.id}`, { token: org.token, body: { url } });
    expect(bodyAt(updated, 400).detail.code).toBe("invalid_url");
  });

  it.each(["::ffff:0:7f00:1", "64:ff9b::a9fe:a9fe"])(
    "a host that resolves to %s at send time is blocked and recorded as an error",
    async (answer) => {
      let answers = ["93.184.215.14"];
      setWebhookResolverForTests(async () => answers);
      const webhook = await createWebhook(org, { url: "https://hooks.rebind.test/in", secret: SECRET });
      answers = [answer];
      const sent = await callApi("post", `/v1/webhooks/${webhook.id}/test`, { token: org.token, body: {} });
      expect(sent.status).toBe(200);
      await runWorker();
      const history = await callApi("get", `/v1/webhooks/${webhook.id}/deliveries`, { token: org.token });
      const { data } = bodyAt(history, 200);
      expect(data).toEqual([expect.objectContaining({ status: "error" })]);
      // What it resolved to is for the server log, not the subscriber's delivery history.
      expect(data[0]?.error).toBe("Blocked: The URL is not allowed.");
      expect(data[0]?.error).not.toContain(answer);
    },
  );
});
