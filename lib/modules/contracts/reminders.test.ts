import { and, asc, desc, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { watchTransactions } from "@/lib/db/transaction-watch";
import { newId } from "@/lib/ids";
import { enqueueDueSchedules, enqueueJob, JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { outboundEmails } from "@/lib/mail/tables";
import { appModules } from "@/lib/modules/all";
import { controlSetId } from "@/lib/modules/assessments/testing";
import type { Schemas } from "@/lib/testing/api-call-types";
import { stopClock, untilDatabaseClockPasses } from "@/lib/testing/clock";
import { createOrg, createUser, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { assessments } from "../assessments/tables";
import {
  contractRemindersJob,
  contractRemindersSchedule,
  daysLeft,
  dueThreshold,
  REMINDERS_PER_TRANSACTION,
  sendContractReminders,
} from "./reminders";
import { contractRecords, contractReminders } from "./tables";

const DAY = 86_400;
const DAY_MS = DAY * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface ContractValues {
  name?: string;
  contractType?: (typeof contractRecords.$inferInsert)["contractType"];
  vendorId?: string | null;
  counterpartyName?: string | null;
  renewalDate?: number | null;
  expirationDate?: number | null;
  noticeDays?: number | null;
  autoRenew?: "none" | "automatic" | "manual" | null;
  ownerUserId?: string | null;
  isArchived?: boolean;
  workflowState?: (typeof contractRecords.$inferInsert)["workflowState"];
  lifecycleStatusId?: string | null;
}

/** notice_deadline as the module stores it: (renewal ?? expiration) − notice period, or null. */
const noticeDeadlineOf = (values: ContractValues) => {
  const date = values.renewalDate ?? values.expirationDate ?? null;
  return date !== null && values.noticeDays != null ? date - values.noticeDays * DAY : null;
};

/** A contract row of `org`, its owner the org's admin unless said otherwise. */
async function insertContract(org: TestOrg, values: ContractValues = {}): Promise<string> {
  const id = newId("contractRecord");
  await db()
    .insert(contractRecords)
    .values({
      id,
      orgId: org.orgId,
      name: values.name ?? "Cloud hosting MSA",
      contractType: values.contractType ?? "msa",
      vendorId: values.vendorId ?? null,
      counterpartyName: values.counterpartyName ?? null,
      renewalDate: values.renewalDate ?? null,
      expirationDate: values.expirationDate ?? null,
      terminationNoticePeriodDays: values.noticeDays ?? null,
      noticeDeadline: noticeDeadlineOf(values),
      autoRenew: values.autoRenew ?? null,
      ownerUserId: values.ownerUserId === undefined ? org.userId : values.ownerUserId,
      isArchived: values.isArchived ?? false,
      workflowState: values.workflowState ?? "draft",
      lifecycleStatusId: values.lifecycleStatusId ?? null,
    });
  return id;
}

/** A contract whose notice deadline is `days` days (and `extraSeconds`) from now: renewal 30 days after it. */
const dueIn = (org: TestOrg, days: number, values: ContractValues = {}, extraSeconds = 0) => {
  const renewalDate = nowSeconds() + days * DAY + extraSeconds + 30 * DAY;
  return insertContract(org, { renewalDate, noticeDays: 30, ...values });
};

/** A contract's reminders in the order they come: by date counted down to, then from 90 days to 7. */
const remindersOf = (contractIds: string[]) =>
  db()
    .select()
    .from(contractReminders)
    .where(inArray(contractReminders.contractId, contractIds))
    .orderBy(asc(contractReminders.deadline), desc(contractReminders.thresholdDays), asc(contractReminders.contractId));

/** The mail log's emails about these contracts, in the order of their reminders (rows stamped in one millisecond tie). */
async function emailsOf(contractIds: string[]) {
  const [emails, reminders] = await Promise.all([
    db()
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.relatedType, "contract_record"), inArray(outboundEmails.relatedId, contractIds))),
    remindersOf(contractIds),
  ]);
  const position = new Map(reminders.map((row, index) => [row.emailId, index]));
  const at = (id: string) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  return emails.sort((a, b) => at(a.id) - at(b.id) || a.id.localeCompare(b.id));
}

const setModule = async (org: TestOrg, on: boolean) => {
  const result = await call(`/v1/org/${org.orgId}`, { token: org.token, body: { modules: { contract_records: on } } });
  expect(result.status, result.text).toBe(200);
};

/** A contract created through POST /v1/contract-records (the module stores its notice deadline). */
async function postContract(
  org: TestOrg,
  body: Omit<Schemas["CreateContractRecord"], "contract_type">,
): Promise<string> {
  const created = await callApi("post", "/v1/contract-records", {
    token: org.token,
    body: { contract_type: "msa", ...body },
  });
  expectStatus(created, 201);
  return created.body.id;
}

const run = (org: TestOrg, options: { batchSize?: number } = {}) =>
  sendContractReminders({ orgId: org.orgId, ...options });

describe("the due threshold", () => {
  it("is the smallest of 90, 60, 30 and 7 at least the whole days left, rounded up", () => {
    const now = 1_800_000_000;
    const at = (days: number, seconds = 0) => dueThreshold(now + days * DAY + seconds, now);
    expect([at(91), at(90, 1), at(90), at(89, 1), at(61), at(60, 1), at(60), at(45), at(31)]).toEqual([
      undefined,
      undefined,
      90,
      90,
      90,
      90,
      60,
      60,
      60,
    ]);
    expect([at(30, 1), at(30), at(20), at(8), at(7, 1), at(7), at(1), at(0, 1), at(0), at(-3)]).toEqual([
      60,
      30,
      30,
      30,
      30,
      7,
      7,
      7,
      undefined,
      undefined,
    ]);
    expect([daysLeft(now + 29 * DAY + 1, now), daysLeft(now + 30 * DAY, now), daysLeft(now + 1, now)]).toEqual([
      30, 30, 1,
    ]);
  });
});

/** Sets the stopped clock `days` days after `start` (ms). */
const dayMover = (clock: ReturnType<typeof stopClock>, start: number) => (days: number) =>
  clock.advance(start + days * DAY_MS - Date.now());

describe("contracts.send_reminders", () => {
  it("sends the 90, 60, 30 and 7 day reminders once each as the application's clock moves on, none past the date", async () => {
    const org = await createOrg("Thresholds");
    const clock = stopClock();
    const toDay = dayMover(clock, Date.now());
    const id = await dueIn(org, 100, { name: "Thresholds MSA" });
    const deadline = nowSeconds() + 100 * DAY;
    const sentByDay: [number, number][] = [];
    for (const day of [0, 9, 10, 11, 39, 40, 41, 69, 70, 71, 80, 92, 93, 94, 99, 100, 101]) {
      toDay(day);
      sentByDay.push([100 - day, (await run(org)).sent]);
    }
    expect(sentByDay.filter(([, sent]) => sent > 0)).toEqual([
      [90, 1],
      [60, 1],
      [30, 1],
      [7, 1],
    ]);
    const emails = await emailsOf([id]);
    expect(emails.map((email) => email.subject)).toEqual([
      "Notice deadline in 90 days: Thresholds MSA (no vendor)",
      "Notice deadline in 60 days: Thresholds MSA (no vendor)",
      "Notice deadline in 30 days: Thresholds MSA (no vendor)",
      "Notice deadline in 7 days: Thresholds MSA (no vendor)",
    ]);
    const reminders = await remindersOf([id]);
    expect(reminders.map((row) => [row.thresholdDays, row.deadline, row.orgId, row.ownerUserId])).toEqual(
      [90, 60, 30, 7].map((threshold) => [threshold, deadline, org.orgId, org.userId]),
    );
    expect(reminders.map((row) => row.emailId)).toEqual(emails.map((email) => email.id));
  });

  it("sends a contract first seen 20 days before its date the 30-day reminder only, then the 7-day one", async () => {
    const org = await createOrg("Late arrival");
    const clock = stopClock();
    const toDay = dayMover(clock, Date.now());
    const notice = await dueIn(org, 20, { name: "Late notice" });
    // No notice period: the reminders count down to the expiration date.
    const expiring = await insertContract(org, { name: "Late expiry", expirationDate: nowSeconds() + 20 * DAY - 3600 });
    expect(await run(org)).toEqual({ sent: 2, withoutOwner: 0, sentElsewhere: 0, terminated: 0 });
    for (const day of [1, 5, 12]) {
      toDay(day);
      expect((await run(org)).sent).toBe(0);
    }
    toDay(13);
    expect((await run(org)).sent).toBe(2);
    expect((await emailsOf([notice])).map((email) => email.subject)).toEqual([
      "Notice deadline in 20 days: Late notice (no vendor)",
      "Notice deadline in 7 days: Late notice (no vendor)",
    ]);
    expect((await emailsOf([expiring])).map((email) => email.subject)).toEqual([
      "Contract expires in 20 days: Late expiry (no vendor)",
      "Contract expires in 7 days: Late expiry (no vendor)",
    ]);
    expect((await remindersOf([notice, expiring])).map((row) => row.thresholdDays).sort()).toEqual([30, 30, 7, 7]);
  });

  it("sends nothing new when it runs again, the same day or the next", async () => {
    const org = await createOrg("Once only");
    const clock = stopClock();
    const toDay = dayMover(clock, Date.now());
    const ids = [await dueIn(org, 30), await dueIn(org, 59), await dueIn(org, 7)];
    expect((await run(org)).sent).toBe(3);
    expect((await run(org)).sent).toBe(0);
    toDay(1);
    expect((await run(org)).sent).toBe(0);
    expect(await emailsOf(ids)).toHaveLength(3);
    expect(await remindersOf(ids)).toHaveLength(3);
  });

  it("sends each reminder once when two workers run the job at the same time", async () => {
    const org = await createOrg("Two workers");
    stopClock();
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push(await dueIn(org, [5, 25, 45, 85][index % 4] as number, { name: `Contract ${index}` }));
    }
    const [first, second] = await Promise.all([run(org, { batchSize: 5 }), run(org, { batchSize: 5 })]);
    expect(first.sent + second.sent).toBe(12);
    const emails = await emailsOf(ids);
    expect(emails.map((email) => email.relatedId).sort()).toEqual([...ids].sort());
    expect(await remindersOf(ids)).toHaveLength(12);
    // And the job itself, twice at once: nothing left to send.
    const context = {
      jobId: "job_test",
      attempt: 1,
      orgId: org.orgId,
      defer() {},
      completeWith() {},
      prepared: undefined,
    };
    await Promise.all([contractRemindersJob.handle({}, context), contractRemindersJob.handle({}, context)]);
    expect(await emailsOf(ids)).toHaveLength(12);
  });

  it("writes a batch per transaction, and a run that dies between two batches loses nothing and sends nothing twice", async () => {
    const org = await createOrg("Restart");
    stopClock();
    const ids: string[] = [];
    for (let index = 0; index < REMINDERS_PER_TRANSACTION + 5; index += 1) {
      ids.push(await dueIn(org, 30, { name: `Contract ${index}` }));
    }
    let committed = 0;
    const dying = watchTransactions({
      afterCommit: (transaction) => {
        if (transaction.writes.contract_reminders && ++committed === 1) {
          throw new Error("the worker died");
        }
      },
    });
    try {
      await expect(run(org, { batchSize: 10 })).rejects.toThrow("the worker died");
    } finally {
      dying.stop();
    }
    expect(await emailsOf(ids)).toHaveLength(10);
    expect(await remindersOf(ids)).toHaveLength(10);

    const watch = watchTransactions();
    try {
      expect(await run(org)).toEqual({
        sent: REMINDERS_PER_TRANSACTION - 5,
        withoutOwner: 0,
        sentElsewhere: 0,
        terminated: 0,
      });
    } finally {
      watch.stop();
    }
    const emails = await emailsOf(ids);
    expect(emails.map((email) => email.relatedId).sort()).toEqual([...ids].sort());
    const batches = watch.transactions.filter((transaction) => transaction.writes.contract_reminders);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    for (const batch of batches) {
      expect(batch.inserts.contract_reminders).toBeLessThanOrEqual(REMINDERS_PER_TRANSACTION);
      expect(batch.inserts.outbound_emails).toBe(batch.inserts.contract_reminders);
    }

    // A batch holds at most REMINDERS_PER_TRANSACTION contracts: 30 due ones take two transactions.
    const more: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      more.push(await dueIn(org, 60, { name: `More ${index}` }));
    }
    const bounded = watchTransactions();
    try {
      expect((await run(org)).sent).toBe(30);
    } finally {
      bounded.stop();
    }
    const written = bounded.transactions.filter((transaction) => transaction.writes.contract_reminders);
    expect(written.map((transaction) => transaction.inserts.contract_reminders)).toEqual([
      REMINDERS_PER_TRANSACTION,
      30 - REMINDERS_PER_TRANSACTION,
    ]);
  });

  it("reminds again when the contract's dates change, counting down to the new date", async () => {
    const org = await createOrg("Moved dates");
    const clock = stopClock();
    const toDay = dayMover(clock, Date.now());
    const renewalDate = nowSeconds() + 60 * DAY;
    const id = await postContract(org, {
      name: "Cloud hosting MSA",
      renewal_date: renewalDate,
      termination_notice_period_days: 30,
    });
    expect((await run(org)).sent).toBe(1);
    // Renewed for another 60 days: the notice deadline moves to 90 days away.
    const moved = { renewalDate: renewalDate + 60 * DAY };
    const patched = await callApi("patch", `/v1/contract-records/${id}`, {
      token: org.token,
      body: { renewal_date: moved.renewalDate },
    });
    expectStatus(patched, 200);
    expect(patched.body.notice_deadline).toBe(moved.renewalDate - 30 * DAY);
    expect((await run(org)).sent).toBe(1);
    toDay(30);
    expect((await run(org)).sent).toBe(1);
    const emails = await emailsOf([id]);
    expect(emails.map((email) => email.subject)).toEqual([
      "Notice deadline in 30 days: Cloud hosting MSA (no vendor)",
      "Notice deadline in 90 days: Cloud hosting MSA (no vendor)",
      "Notice deadline in 60 days: Cloud hosting MSA (no vendor)",
    ]);
    expect((await remindersOf([id])).map((row) => [row.thresholdDays, row.deadline])).toEqual([
      [30, renewalDate - 30 * DAY],
      [90, moved.renewalDate - 30 * DAY],
      [60, moved.renewalDate - 30 * DAY],
    ]);
  });

  it("sends nothing for archived, terminated, ownerless, past or far contracts, nor while the module is off", async () => {
    const org = await createOrg("Skipped");
    const off = await createOrg("Switched off");
    await setModule(off, false);
    const leaver = await createUser(org, { first_name: "Lee", last_name: "Leaver" });
    const archived = await callApi("patch", `/v1/users/${leaver.id}`, {
      token: org.token,
      body: { is_archived: true },
    });
    expectStatus(archived, 200);
    const clock = stopClock();
    const statuses = await callApi("get", "/v1/statuses?entity=contract", { token: org.token });
    const terminatedStatus = bodyAt(statuses, 200).items.find((status) => status.name === "Terminated");
    if (!terminatedStatus) {
      throw new Error(`no Terminated contract status: ${statuses.text}`);
    }
    const skipped = [
      await dueIn(org, 30, { isArchived: true }),
      await dueIn(org, 30, { workflowState: "terminated" }),
      await dueIn(org, 30, { workflowState: "rejected" }),
      await dueIn(org, 30, { lifecycleStatusId: terminatedStatus.id }),
      await dueIn(org, 30, { ownerUserId: null }),
      await dueIn(org, 30, { ownerUserId: leaver.id }),
      await dueIn(org, 0, {}, -1),
      await dueIn(org, 0),
      await dueIn(org, 90, {}, 1),
      await insertContract(org, { name: "No dates" }),
      await insertContract(org, { renewalDate: nowSeconds() + 30 * DAY, name: "Renewal without notice period" }),
    ];
    const switchedOff = await dueIn(off, 30);
    expect(await run(org)).toEqual({ sent: 0, withoutOwner: 2, sentElsewhere: 0, terminated: 1 });
    expect(await run(off)).toEqual({ sent: 0, withoutOwner: 0, sentElsewhere: 0, terminated: 0 });
    expect(await emailsOf([...skipped, switchedOff])).toEqual([]);
    expect(await remindersOf([...skipped, switchedOff])).toEqual([]);

    // A run over every organization (a job enqueued without one) leaves the switched-off one out too.
    // In 2200, where no other test file's contract is due, so that it sends nobody else's reminders.
    clock.advance(Date.UTC(2200, 0, 1) - Date.now());
    const later = [await dueIn(org, 30), await dueIn(off, 30)];
    expect(await sendContractReminders({ orgId: null })).toEqual({
      sent: 1,
      withoutOwner: 0,
      sentElsewhere: 0,
      terminated: 0,
    });
    expect((await emailsOf(later)).map((email) => email.relatedId)).toEqual([later[0]]);
  });

  it("is the contracts module's job and daily schedule, behind the contract_records switch", () => {
    const contracts = appModules.find((module) => module.name === "contracts");
    expect(contracts?.gate).toBe("contract_records");
    expect(contracts?.jobs).toContain(contractRemindersJob);
    expect(contracts?.schedules).toContain(contractRemindersSchedule);
    expect(contractRemindersSchedule).toMatchObject({ name: "contracts.send_reminders", everySeconds: DAY });
    expect(contractRemindersJob.type).toBe("contracts.send_reminders");
  });

  it("runs daily for the organizations with contract records on; an organization's job waits while the module is off", async () => {
    const on = await createOrg("Scheduled on");
    const off = await createOrg("Scheduled off");
    await setModule(off, false);

    // Rolled back, so no other test's worker ever sees these jobs.
    const scheduledFor = await db()
      .transaction(async (tx) => {
        await enqueueDueSchedules(tx);
        const rows = await tx
          .select({ orgId: jobs.orgId })
          .from(jobs)
          .where(
            and(
              eq(jobs.type, contractRemindersJob.type),
              inArray(jobs.orgId, [on.orgId, off.orgId]),
              like(jobs.dedupeKey, "schedule:%"),
            ),
          );
        throw new RolledBack(rows);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) {
          return error.rows;
        }
        throw error;
      });
    expect(scheduledFor).toEqual([{ orgId: on.orgId }]);

    const onContract = await dueIn(on, 30);
    const offContract = await dueIn(off, 30);
    const offJob = await enqueueJob(db(), contractRemindersJob, {}, { orgId: off.orgId });
    const onJob = await enqueueJob(db(), contractRemindersJob, {}, { orgId: on.orgId });
    expect(await new JobWorker({ orgId: off.orgId, gatedRecheckSeconds: 0 }).runUntilIdle()).toBe(0);
    expect(await new JobWorker({ orgId: on.orgId }).runUntilIdle()).toBeGreaterThanOrEqual(1);
    const statusOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]?.status;
    expect([await statusOf(offJob), await statusOf(onJob)]).toEqual(["queued", "succeeded"]);
    expect((await emailsOf([onContract])).map((email) => email.to)).toEqual([on.email]);
    expect(await emailsOf([offContract])).toEqual([]);

    await setModule(off, true);
    expect(await new JobWorker({ orgId: off.orgId }).runUntilIdle()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(offJob)).toBe("succeeded");
    expect((await emailsOf([offContract])).map((email) => email.to)).toEqual([off.email]);
  });

  it("writes the owner the contract, its vendor's risk level, open findings, latest assessment and the links", async () => {
    const org = await createOrg("Email content");
    const owner = await createUser(org, { first_name: "Olive", last_name: "Owner" });
    const levels = bodyAt(await callApi("get", "/v1/risk_levels", { token: org.token }), 200).items;
    const high = levels.find((level) => level.name === "High");
    const vendor = await createVendor(org, { name: "Globex Cloud", inherent_risk_level_id: high?.id });
    const quiet = await createVendor(org, { name: "Quiet Vendor" });
    const statuses = bodyAt(await callApi("get", "/v1/statuses?entity=finding", { token: org.token }), 200).items;
    const statusId = (name: string) => statuses.find((status) => status.name === name)?.id;
    const finding = async (body: Schemas["CreateFinding"]) => {
      const created = await callApi("post", "/v1/findings", {
        token: org.token,
        body: { vendor_id: vendor.id, ...body },
      });
      expectStatus(created, 201);
      return created.body.id;
    };
    await finding({ title: "Open one", finding_status_id: statusId("Open") });
    await finding({ title: "In progress", finding_status_id: statusId("In progress") });
    await finding({ title: "No status" });
    await finding({ title: "Resolved", finding_status_id: statusId("Resolved") });
    await finding({ title: "Accepted", finding_status_id: statusId("Risk accepted") });
    const archivedFinding = await finding({ title: "Archived", finding_status_id: statusId("Open") });
    const archiving = await callApi("patch", `/v1/findings/${archivedFinding}`, {
      token: org.token,
      body: { is_archived: true },
    });
    expectStatus(archiving, 200);
    const soc2 = await controlSetId(org, /SOC 2/);
    const assess = async (name: string) => {
      const created = await callApi("post", "/v1/assessments", {
        token: org.token,
        body: { vendor_id: vendor.id, control_set_ids: [soc2], name },
      });
      expectStatus(created, 201);
      return created.body;
    };
    const older = await assess("Onboarding review");
    await untilDatabaseClockPasses(assessments, older.id);
    const latest = await assess("Annual review 2026");

    stopClock();
    const now = nowSeconds();
    const renewalDate = now + 90 * DAY;
    const id = await postContract(org, {
      name: "Globex hosting MSA",
      vendor_id: vendor.id,
      renewal_date: renewalDate,
      expiration_date: renewalDate,
      termination_notice_period_days: 60,
      auto_renew: "automatic",
      owner_user_id: owner.id,
    });
    const quietId = await insertContract(org, {
      name: "Quiet order form",
      contractType: "order_form",
      vendorId: quiet.id,
      expirationDate: now + 7 * DAY,
      autoRenew: "none",
    });
    const noVendor = await insertContract(org, {
      name: "Office lease",
      contractType: "other",
      counterpartyName: "Landlord Ltd",
      expirationDate: now + 60 * DAY,
    });
    expect((await run(org)).sent).toBe(3);

    const base = config().publicBaseUrl;
    const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    const [email] = await emailsOf([id]);
    expect(email).toMatchObject({
      orgId: org.orgId,
      to: owner.email,
      subject: "Notice deadline in 30 days: Globex hosting MSA (Globex Cloud)",
      status: "logged",
      relatedType: "contract_record",
      relatedId: id,
    });
    expect(email?.body).toBe(
      [
        "Hello Olive Owner,",
        "",
        `The notice deadline of a contract you own is in 30 days, on ${date(now + 30 * DAY)} (UTC): the last day to give notice under its notice period.`,
        "",
        "Contract: Globex hosting MSA",
        "Type: Master services agreement (MSA)",
        `Notice deadline: ${date(now + 30 * DAY)}`,
        `Renewal date: ${date(renewalDate)}`,
        `Expiration date: ${date(renewalDate)}`,
        `Auto-renews: Yes: it renews automatically unless notice is given by ${date(now + 30 * DAY)}`,
        "",
        "Vendor: Globex Cloud",
        "Inherent risk level: High",
        "Open findings: 3",
        `Latest assessment: Annual review 2026 (status: created, created ${date(latest.created_at)})`,
        "",
        `Review vendor before renewal: ${base}/vendors/${vendor.id}?review=renewal`,
        `Open the contract: ${base}/contracts/${id}`,
        "",
        "You receive this as the contract's owner. Reminders go out 90 days, 60 days, 30 days and 7 days before the date; this is the 30-day reminder.",
      ].join("\n"),
    );

    const [quietEmail] = await emailsOf([quietId]);
    expect(quietEmail?.to).toBe(org.email);
    expect(quietEmail?.subject).toBe("Contract expires in 7 days: Quiet order form (Quiet Vendor)");
    const quietLines = quietEmail?.body.split("\n") ?? [];
    expect(quietLines).toEqual(
      expect.arrayContaining([
        "Hello Ada Admin,",
        "Type: Order form",
        `Expiration date: ${date(now + 7 * DAY)}`,
        "Auto-renews: No: it does not renew",
        "Vendor: Quiet Vendor",
        "Inherent risk level: not rated",
        "Open findings: 0",
        "Latest assessment: no assessment yet",
        `Review vendor before renewal: ${base}/vendors/${quiet.id}?review=renewal`,
        `Open the contract: ${base}/contracts/${quietId}`,
      ]),
    );
    expect(quietLines.some((line) => line.startsWith("Notice deadline"))).toBe(false);

    const [noVendorEmail] = await emailsOf([noVendor]);
    expect(noVendorEmail?.subject).toBe("Contract expires in 60 days: Office lease (Landlord Ltd)");
    const noVendorLines = noVendorEmail?.body.split("\n") ?? [];
    expect(noVendorLines).toEqual(
      expect.arrayContaining([
        "Counterparty: Landlord Ltd",
        "Auto-renews: Not recorded",
        "Vendor: none (this contract is not linked to a vendor, so there is no vendor risk level, findings or assessment to show)",
        `Open the contract: ${base}/contracts/${noVendor}`,
      ]),
    );
    // Nothing about findings, risk or assessments that was not looked up, and no vendor link.
    expect(noVendorLines.filter((line) => /findings:|risk level:|assessment:|Review vendor/.test(line))).toEqual([]);
  });
  it("checks a contract written with its date within 90 days at once, and lists what was sent", async () => {
    const org = await createOrg("At once");
    const other = await createOrg("At once, elsewhere");
    const renewalDate = nowSeconds() + 50 * DAY;
    const soon = await postContract(org, {
      name: "Payroll subscription",
      renewal_date: renewalDate,
      termination_notice_period_days: 30,
    });
    const far = await postContract(org, {
      name: "Far away",
      renewal_date: nowSeconds() + 400 * DAY,
      termination_notice_period_days: 30,
    });
    const queued = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.orgId, org.orgId), eq(jobs.type, contractRemindersJob.type)));
    expect(queued.map((job) => job.payload)).toEqual([{ contract_id: soon }]);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const listed = await callApi("get", `/v1/contract-records/${soon}/reminders`, { token: org.token });
    expectStatus(listed, 200);
    expect(listed.body).toMatchObject({
      total: 1,
      items: [
        {
          threshold_days: 30,
          deadline: renewalDate - 30 * DAY,
          recipient_user_id: org.userId,
          recipient_name: expect.any(String),
        },
      ],
    });
    expect((await callApi("get", `/v1/contract-records/${far}/reminders`, { token: org.token })).body).toEqual({
      items: [],
      total: 0,
    });
    // The daily run finds it sent.
    expect((await run(org)).sent).toBe(0);
    const foreign = await callApi("get", `/v1/contract-records/${soon}/reminders`, { token: other.token });
    expect(bodyAt(foreign, 404).detail.code).toBe("contract_not_found");
  });
});

class RolledBack extends Error {
  constructor(readonly rows: { orgId: string | null }[]) {
    super("rolled back");
  }
}
