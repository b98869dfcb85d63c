import { impactTypes } from "@/lib/modules/radar/schemas";

/**
 * The triage inbox's data for `npm run bench:web`: INBOX_VENDORS vendors and INBOX_EVENTS radar
 * events each linking all of them, every call through the real /v1 API, so the detector raises
 * INBOX_VENDORS × INBOX_EVENTS alerts (10,000) over every severity.
 */
const INBOX_VENDORS = 500;
const INBOX_EVENTS = 20;
const CONCURRENCY = 10;

export const INBOX_ALERTS = INBOX_VENDORS * INBOX_EVENTS;

async function send<T>(base: string, token: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Runs `task(i)` for i in 0..count-1, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Seeds the inbox; returns one event's ID (for its page) after checking the alert total. */
export async function seedInboxAlerts(base: string, token: string): Promise<string> {
  const started = Date.now();
  const vendorIds: string[] = [];
  await inParallel(INBOX_VENDORS, CONCURRENCY, async (i) => {
    const vendor = await send<{ id: string }>(base, token, "POST", "/v1/vendors", {
      name: `Inbox vendor ${String(i + 1).padStart(3, "0")}`,
      website: `https://inbox-vendor-${i + 1}.example`,
    });
    vendorIds.push(vendor.id);
  });
  const eventIds: string[] = [];
  for (let i = 0; i < INBOX_EVENTS; i += 1) {
    const impact = impactTypes[i % impactTypes.length] ?? "Other";
    const event = await send<{ id: string }>(base, token, "POST", "/v1/radar/events", {
      name: `${impact} incident across the portfolio (${i + 1})`,
      summary: `A ${impact.toLowerCase()} incident reported by a shared supplier of every inbox vendor.`,
      primary_impact_type: impact,
      vendor_ids: vendorIds,
      source_url: `https://news.example/inbox-${i + 1}`,
      source_name: "Bench news",
    });
    eventIds.push(event.id);
  }
  // An event's links past the first batch come from a job: wait until every alert is in.
  const deadline = Date.now() + 120_000;
  let total = 0;
  for (;;) {
    total = (await send<{ total: number }>(base, token, "GET", "/v1/radar/alerts?limit=1")).total;
    if (total >= INBOX_ALERTS || Date.now() > deadline) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`radar: ${INBOX_VENDORS} vendors, ${INBOX_EVENTS} events, ${total} alerts in ${seconds.toFixed(1)} s`);
  if (total < INBOX_ALERTS) {
    throw new Error(`expected ${INBOX_ALERTS} active alerts, found ${total}`);
  }
  return eventIds[0] ?? "";
}
