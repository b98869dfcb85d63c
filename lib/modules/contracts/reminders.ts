import { and, asc, desc, eq, gt, isNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { config } from "@/lib/config/env";
import { betweenBatches, WRITE_BATCH_SIZE } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineScheduledJob, enqueueJob, exponentialBackoff, wakeWorkers } from "@/lib/jobs";
import { sendEmail } from "@/lib/mail/send";
import { latestAssessmentsOfVendors } from "@/lib/modules/assessments";
import { openFindingCountsByVendor } from "@/lib/modules/findings";
import { isModuleEnabled } from "@/lib/modules/org";
import { riskLevelsOf, statusNamesOf } from "@/lib/modules/taxonomy";
import { userContactsOfOrg, userNameSql } from "@/lib/modules/users";
import { vendorRiskProfilesInOrg } from "@/lib/modules/vendors";
import { nowUnixSeconds, toUnixSeconds } from "@/lib/time";
import { type ReminderTargetKind, type ReminderVendor, reminderEmail } from "./reminder-email";
import { contractRecords, contractReminders, type WorkflowState } from "./tables";

/*
 * Renewal reminders. Once a day (the `contracts.send_reminders` schedule, one job per organization
 * that has `contract_records` on) every non-archived contract whose target date (its notice
 * deadline, else its expiration date) is in the future and at most 90 days away is due the
 * reminder of the smallest threshold of 90, 60, 30 and 7 days that is at least the whole days left,
 * rounded up: the 30-day reminder is due from 30 × 86,400 seconds before the date (a run 29.4 days
 * before it still says "in 30 days", since the rounded-up count never understates the time left).
 * A contract first seen with 20 days left gets the 30-day reminder only, never the 90- or 60-day ones.
 *
 * Once only: a reminder is a row of `contract_reminders` keyed by (contract, threshold, date),
 * written with ON CONFLICT DO NOTHING in the transaction that writes its email to the mail log (and
 * enqueues its delivery when SMTP is set). The email goes only with a row this run inserted, so two
 * workers running at once, or a run repeated after a crash, send each reminder once, and a crash
 * loses nothing: a batch's reminders and emails commit together or not at all. A contract whose
 * dates change counts down to another date, so its reminders are due again.
 */

/** The reminders, in days before the date, smallest first. */
export const REMINDER_THRESHOLDS = [7, 30, 60, 90] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

const DAY_SECONDS = 86_400;
const HORIZON_SECONDS = Math.max(...REMINDER_THRESHOLDS) * DAY_SECONDS;

/** Contracts per transaction: each writes a reminder, an email and, with SMTP, its delivery job. */
export const REMINDERS_PER_TRANSACTION = WRITE_BATCH_SIZE;

/** Whole days from `now` to `target` (Unix seconds), rounded up: 1 for anything under a day. */
export const daysLeft = (target: number, now: number): number => Math.ceil((target - now) / DAY_SECONDS);

/**
 * The reminder due for a target date: the smallest threshold at least the whole days left (rounded
 * up), or undefined when the date has passed or is more than 90 days away.
 */
export function dueThreshold(target: number, now: number): ReminderThreshold | undefined {
  if (target <= now) {
    return undefined;
  }
  const left = daysLeft(target, now);
  return REMINDER_THRESHOLDS.find((threshold) => left <= threshold);
}

/** The date a contract's reminders count down to. */
const targetDate = sql<number>`coalesce(${contractRecords.noticeDeadline}, ${contractRecords.expirationDate})`;

/** dueThreshold in SQL, from the same list: ceil(left / day) ≤ t exactly when left ≤ t days. */
const thresholdSql = (now: number): SQL<number> =>
  sql<number>`(case ${sql.join(
    // The thresholds are constants of this file, written into the statement as numbers.
    REMINDER_THRESHOLDS.map(
      (days) =>
        sql`when ${targetDate} - ${now} <= ${sql.raw(String(days * DAY_SECONDS))} then ${sql.raw(String(days))}`,
    ),
    sql` `,
  )} end)::int`;

/** A contract signed off the other way (its workflow ended unsigned or terminated) renews nothing. */
const ENDED_WORKFLOW_STATES: WorkflowState[] = ["rejected", "terminated"];
/** A contract someone marked terminated (the renewals view's "Terminate") needs no renewal decision. */
const TERMINATED_STATUS_NAME = "terminated";

/**
 * Due and not sent yet: within the horizon by the notice deadline, or by the expiration date when
 * there is no notice deadline (each branch can use its index), and no reminder row for this
 * threshold and date.
 */
function dueCondition(now: number): SQL {
  const horizon = now + HORIZON_SECONDS;
  return and(
    eq(contractRecords.isArchived, false),
    notInArray(contractRecords.workflowState, ENDED_WORKFLOW_STATES),
    or(
      and(gt(contractRecords.noticeDeadline, now), lte(contractRecords.noticeDeadline, horizon)),
      and(
        isNull(contractRecords.noticeDeadline),
        gt(contractRecords.expirationDate, now),
        lte(contractRecords.expirationDate, horizon),
      ),
    ),
    sql`not exists (select 1 from ${contractReminders} where ${contractReminders.contractId} = ${contractRecords.id}
      and ${contractReminders.thresholdDays} = ${thresholdSql(now)} and ${contractReminders.deadline} = ${targetDate})`,
  ) as SQL;
}

async function dueContracts(
  q: Queryable,
  scope: { orgId: string | null; contractId?: string },
  now: number,
  afterId: string,
  limit: number,
) {
  const { orgId, contractId } = scope;
  const due = and(
    dueCondition(now),
    gt(contractRecords.id, afterId),
    contractId === undefined ? undefined : eq(contractRecords.id, contractId),
  ) as SQL;
  return q
    .select({
      id: contractRecords.id,
      orgId: contractRecords.orgId,
      name: contractRecords.name,
      contractType: contractRecords.contractType,
      vendorId: contractRecords.vendorId,
      counterpartyName: contractRecords.counterpartyName,
      autoRenew: contractRecords.autoRenew,
      noticeDeadline: contractRecords.noticeDeadline,
      expirationDate: contractRecords.expirationDate,
      renewalDate: contractRecords.renewalDate,
      ownerUserId: contractRecords.ownerUserId,
      lifecycleStatusId: contractRecords.lifecycleStatusId,
      target: sql<number>`${targetDate}::float8`.mapWith(Number),
      threshold: thresholdSql(now).mapWith(Number),
    })
    .from(contractRecords)
    .where(orgId ? inOrg(contractRecords, orgId, due) : due)
    .orderBy(asc(contractRecords.id))
    .limit(limit);
}

type DueContract = Awaited<ReturnType<typeof dueContracts>>[number];

interface PreparedReminder {
  contract: DueContract;
  email: ReturnType<typeof reminderEmail>;
}

/**
 * The emails of one organization's due contracts that have an owner who can receive them, each with
 * its vendor's current risk level, open findings and latest assessment, read before the transaction.
 */
async function prepareReminders(
  q: Queryable,
  orgId: string,
  contracts: DueContract[],
  now: number,
): Promise<{ prepared: PreparedReminder[]; withoutOwner: number; terminated: number }> {
  const vendorIds = contracts.flatMap((contract) => (contract.vendorId ? [contract.vendorId] : []));
  const ownerIds = contracts.flatMap((contract) => (contract.ownerUserId ? [contract.ownerUserId] : []));
  const statusIds = contracts.flatMap((contract) => (contract.lifecycleStatusId ? [contract.lifecycleStatusId] : []));
  const [statusNames, owners, profiles, levels, openFindings, latest] = await Promise.all([
    statusNamesOf(q, orgId, statusIds),
    userContactsOfOrg(q, orgId, ownerIds),
    vendorRiskProfilesInOrg(q, orgId, vendorIds),
    vendorIds.length > 0 ? riskLevelsOf(q, orgId) : Promise.resolve([]),
    openFindingCountsByVendor(q, orgId, vendorIds),
    latestAssessmentsOfVendors(q, orgId, vendorIds),
  ]);
  const levelNames = new Map(levels.map((level) => [level.id, level.name]));
  const appUrl = config().publicBaseUrl;
  const prepared: PreparedReminder[] = [];
  let withoutOwner = 0;
  let terminated = 0;
  for (const contract of contracts) {
    const status = contract.lifecycleStatusId ? statusNames.get(contract.lifecycleStatusId) : undefined;
    if (status?.toLowerCase() === TERMINATED_STATUS_NAME) {
      terminated += 1;
      continue;
    }
    // No owner, or one who is no longer an active user of the organization: nobody to remind. No
    // row is written, so the reminder goes out if an owner is set while it is still due.
    const owner = contract.ownerUserId ? owners.get(contract.ownerUserId) : undefined;
    if (!owner?.isAssignable) {
      withoutOwner += 1;
      continue;
    }
    const profile = contract.vendorId ? profiles.get(contract.vendorId) : undefined;
    const vendor: ReminderVendor = !contract.vendorId
      ? { kind: "none" }
      : !profile
        ? { kind: "unknown", id: contract.vendorId }
        : {
            kind: "found",
            id: profile.id,
            name: profile.name,
            riskLevel: (profile.inherentRiskLevelId && levelNames.get(profile.inherentRiskLevelId)) || null,
            openFindings: openFindings.get(profile.id) ?? 0,
            latestAssessment: latest.get(profile.id) ?? null,
          };
    const targetKind: ReminderTargetKind = contract.noticeDeadline !== null ? "notice_deadline" : "expiration";
    prepared.push({
      contract,
      email: reminderEmail({
        appUrl,
        contract,
        targetKind,
        target: contract.target,
        daysLeft: daysLeft(contract.target, now),
        thresholdDays: contract.threshold,
        thresholds: REMINDER_THRESHOLDS,
        ownerName: owner.name,
        ownerEmail: owner.email,
        vendor,
      }),
    });
  }
  return { prepared, withoutOwner, terminated };
}

/**
 * One transaction: the reminder rows of the batch (one statement, ON CONFLICT DO NOTHING), the email
 * of each row inserted here and nowhere else, and the emails' IDs on their rows (one statement).
 * Answers how many were sent.
 */
async function sendBatch(reminders: PreparedReminder[]): Promise<number> {
  if (reminders.length === 0) {
    return 0;
  }
  const key = (contractId: string, threshold: number, deadline: number) => `${contractId} ${threshold} ${deadline}`;
  const byKey = new Map(
    reminders.map((reminder) => [
      key(reminder.contract.id, reminder.contract.threshold, reminder.contract.target),
      reminder,
    ]),
  );
  return db().transaction(async (tx) => {
    // In contract ID order: two workers inserting the same rows wait for each other in one order.
    const inserted = await tx
      .insert(contractReminders)
      .values(
        reminders.map(({ contract }) => ({
          contractId: contract.id,
          thresholdDays: contract.threshold,
          deadline: contract.target,
          orgId: contract.orgId,
          ownerUserId: contract.ownerUserId,
        })),
      )
      .onConflictDoNothing()
      .returning({
        contractId: contractReminders.contractId,
        thresholdDays: contractReminders.thresholdDays,
        deadline: contractReminders.deadline,
      });
    const sent: { contractId: string; thresholdDays: number; deadline: number; emailId: string }[] = [];
    for (const row of inserted) {
      const reminder = byKey.get(key(row.contractId, row.thresholdDays, row.deadline));
      if (reminder) {
        const emailId = await sendEmail(tx, reminder.contract.orgId, reminder.email);
        sent.push({ ...row, emailId });
      }
    }
    if (sent.length > 0) {
      const values = sql.join(
        sent.map((row) => sql`(${row.contractId}, ${row.thresholdDays}::int, ${row.deadline}::bigint, ${row.emailId})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${contractReminders} set email_id = sent.email_id
        from (values ${values}) as sent(contract_id, threshold_days, deadline, email_id)
        where ${contractReminders.contractId} = sent.contract_id
          and ${contractReminders.thresholdDays} = sent.threshold_days
          and ${contractReminders.deadline} = sent.deadline`);
    }
    return sent.length;
  });
}

export interface ReminderRun {
  /** Reminders this run inserted and emailed. */
  sent: number;
  /** Due contracts without an owner who is an active user of the organization (nobody to email). */
  withoutOwner: number;
  /** Due reminders another run sent first (between this run's read and its write). */
  sentElsewhere: number;
  /** Due contracts whose lifecycle status is Terminated: no renewal to decide, no reminder. */
  terminated: number;
}

export interface ReminderRunOptions {
  /** One organization's contracts (the scheduled job's), or null for every organization with the module on. */
  orgId: string | null;
  /** Only this contract (the check a contract's write enqueues). */
  contractId?: string;
  /** Unix seconds; the application's clock by default. */
  now?: number;
  batchSize?: number;
}

/**
 * Sends the reminders due now, a batch of contracts per transaction. Safe to run at any time and
 * any number of times at once: what is sent is sent once.
 */
export async function sendContractReminders(options: ReminderRunOptions): Promise<ReminderRun> {
  const now = options.now ?? nowUnixSeconds();
  const batchSize = options.batchSize ?? REMINDERS_PER_TRANSACTION;
  const run: ReminderRun = { sent: 0, withoutOwner: 0, sentElsewhere: 0, terminated: 0 };
  // Switched off: nothing is sent (the scheduled job does not even run; this covers a direct run).
  const moduleOn = new Map<string, Promise<boolean>>();
  const isOn = (orgId: string) => {
    let on = moduleOn.get(orgId);
    if (!on) {
      on = isModuleEnabled(db(), orgId, "contract_records");
      moduleOn.set(orgId, on);
    }
    return on;
  };
  if (options.orgId && !(await isOn(options.orgId))) {
    return run;
  }
  let afterId = "";
  for (;;) {
    const due = await dueContracts(db(), options, now, afterId, batchSize);
    const byOrg = new Map<string, DueContract[]>();
    for (const contract of due) {
      byOrg.set(contract.orgId, [...(byOrg.get(contract.orgId) ?? []), contract]);
    }
    const prepared: PreparedReminder[] = [];
    for (const [orgId, contracts] of byOrg) {
      if (await isOn(orgId)) {
        const prepping = await prepareReminders(db(), orgId, contracts, now);
        prepared.push(...prepping.prepared);
        run.withoutOwner += prepping.withoutOwner;
        run.terminated += prepping.terminated;
      }
    }
    prepared.sort((a, b) => (a.contract.id < b.contract.id ? -1 : 1));
    const sent = await sendBatch(prepared);
    run.sent += sent;
    run.sentElsewhere += prepared.length - sent;
    const last = due.at(-1);
    if (!last || due.length < batchSize) {
      break;
    }
    afterId = last.id;
    await betweenBatches();
  }
  if (run.sent > 0) {
    wakeWorkers(); // the delivery jobs, when SMTP is set
  }
  return run;
}

/** Daily, for each organization with `contract_records` on (the module's gate); with a contract, that contract only. */
export const { job: contractRemindersJob, schedule: contractRemindersSchedule } = defineScheduledJob<{
  contract_id?: string;
}>({
  type: "contracts.send_reminders",
  everySeconds: DAY_SECONDS,
  maxAttempts: 3,
  retryDelaySeconds: exponentialBackoff(60, 900),
  async handle(payload, context) {
    await sendContractReminders({ orgId: context.orgId, contractId: payload.contract_id });
  },
});

/**
 * A contract written with its date within 90 days is checked at once (its own job, after the write
 * commits), rather than at the next daily run: a contract entered 20 days before its notice deadline
 * reminds its owner today. The check is the daily run's, so nothing is sent twice.
 */
export async function enqueueReminderCheck(
  tx: Queryable,
  orgId: string,
  contract: { id: string; noticeDeadline: number | null; expirationDate: number | null; isArchived: boolean },
  now = nowUnixSeconds(),
): Promise<void> {
  const target = contract.noticeDeadline ?? contract.expirationDate;
  if (contract.isArchived || target === null || dueThreshold(target, now) === undefined) {
    return;
  }
  await enqueueJob(tx, contractRemindersJob, { contract_id: contract.id }, { orgId });
}

export interface SentReminder {
  threshold_days: number;
  deadline: number;
  sent_at: number;
  recipient_user_id: string | null;
  recipient_name: string | null;
}

/** The reminders sent about a contract, newest first. */
export async function remindersOfContract(q: Queryable, orgId: string, contractId: string): Promise<SentReminder[]> {
  const rows = await q
    .select({
      thresholdDays: contractReminders.thresholdDays,
      deadline: contractReminders.deadline,
      sentAt: contractReminders.sentAt,
      ownerUserId: contractReminders.ownerUserId,
      ownerName: userNameSql(contractReminders.ownerUserId, contractReminders.orgId),
    })
    .from(contractReminders)
    .where(inOrg(contractReminders, orgId, eq(contractReminders.contractId, contractId)))
    .orderBy(desc(contractReminders.sentAt), asc(contractReminders.thresholdDays));
  return rows.map((row) => ({
    threshold_days: row.thresholdDays,
    deadline: row.deadline,
    sent_at: toUnixSeconds(row.sentAt),
    recipient_user_id: row.ownerUserId,
    recipient_name: row.ownerName,
  }));
}
