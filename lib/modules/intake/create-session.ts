import { eq } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import { type Caller, transactionAs } from "@/lib/api/service-context";
import { describeActor } from "@/lib/audit/changes";
import { concurrencyLimiter } from "@/lib/concurrency/limiter";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { firstStatusOf } from "@/lib/modules/taxonomy";
import { enqueueAnswering } from "./answer-job";
import { CONTEXT_WINDOW_CHARS } from "./answerer/types";
import { activeQuestionnaires, copyQuestionsInto, hasActiveQuestionnaire } from "./questionnaires";
import type { CreateSessionInput } from "./schemas";
import { intakeSessions } from "./tables";

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

async function sessionOfExternalId(q: Queryable, orgId: string, externalId: string) {
  const [row] = await q
    .select({ id: intakeSessions.id, contextTruncated: intakeSessions.contextTruncated })
    .from(intakeSessions)
    .where(inOrg(intakeSessions, orgId, eq(intakeSessions.externalId, externalId)));
  return row;
}

const replayOf = (row: { id: string; contextTruncated: boolean }) => ({
  created: false,
  body: { session_id: row.id, context_truncated: row.contextTruncated },
});

/**
 * Filings this process writes at once. Each holds a database connection from its first read to its
 * commit, with up to 100,000 characters to store: ten filed together took every connection of the
 * pool (10 by default) and /api/health waited behind them (docs/performance.md, "Intake answering").
 */
const FILINGS_AT_ONCE = 3;
const fileOneAtATurn = concurrencyLimiter(FILINGS_AT_ONCE);

/**
 * POST /v1/intake/api/sessions. A used external_id is a replay: the original session's ID, nothing
 * changed or started. Concurrent creates with one external_id race on the unique index: the loser's
 * insert does nothing and it answers the winner's session.
 */
export function createSession(caller: Caller, input: CreateSessionInput) {
  return fileOneAtATurn(() => fileSession(caller, input));
}

async function fileSession(caller: Caller, input: CreateSessionInput) {
  const externalId = input.external_id ?? null;
  if (externalId) {
    const existing = await sessionOfExternalId(db(), caller.orgId, externalId);
    if (existing) {
      return replayOf(existing);
    }
  }
  if (!(await hasActiveQuestionnaire(db(), caller.orgId))) {
    throw apiError("intake_disabled");
  }
  const context = input.context ?? "";
  const contextTruncated = context.length > CONTEXT_WINDOW_CHARS;
  const id = newId("intakeSession");
  // Read before the transaction, one after another, so that each request holds one connection at a
  // time and the transaction holds its own only for the writes: ten requests filed at once must not
  // take the whole pool from every other request. A session keeps its own copy of each question
  // (copied in the transaction), so a questionnaire edited later changes nothing here.
  const q = db();
  const questionnaires = await activeQuestionnaires(q, caller.orgId, input.questionnaire_ids);
  const filedBy = await describeActor({ ...caller, tx: q });
  const submitted = await firstStatusOf(q, caller.orgId, "procurement");
  const result = await transactionAs(caller, async (ctx) => {
    const [inserted] = await ctx.tx
      .insert(intakeSessions)
      .values({
        id,
        orgId: ctx.orgId,
        externalId,
        vendorName: input.vendor_name,
        vendorWebsite: blankToNull(input.vendor_website),
        vendorDescription: blankToNull(input.vendor_description),
        useCase: blankToNull(input.use_case),
        context,
        contextTruncated,
        questionnaireIds: questionnaires.map((questionnaire) => questionnaire.id),
        filedByType: filedBy.type === "api_key" ? "api_key" : "user",
        filedById: filedBy.id ?? "",
        filedByName: filedBy.type === "api_key" ? filedBy.name : null,
        procurementStatusId: submitted?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: intakeSessions.id });
    if (!inserted) {
      return null;
    }
    await copyQuestionsInto(
      ctx.tx,
      ctx.orgId,
      id,
      questionnaires.map((questionnaire) => questionnaire.id),
    );
    await recordDomainEvent(ctx.tx, ctx.orgId, "IntakeSession.Created", { intake_session_id: id });
    await recordDomainEvent(ctx.tx, ctx.orgId, "Procurement.Created", { procurement_id: id });
    await enqueueAnswering(ctx.tx, ctx.orgId, id);
    return { created: true, body: { session_id: id, context_truncated: contextTruncated } };
  });
  if (result) {
    return result;
  }
  const winner = externalId ? await sessionOfExternalId(db(), caller.orgId, externalId) : undefined;
  if (!winner) {
    throw new Error("intake session insert conflicted without an existing session");
  }
  return replayOf(winner);
}
