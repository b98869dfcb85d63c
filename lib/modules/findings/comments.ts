import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { describeActor, recordChange } from "@/lib/audit/changes";
import { listPage } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import type { CreateFindingCommentInput } from "./schemas";
import { serializeFindingComment } from "./serialize";
import { findFindingInOrg } from "./service";
import { type FindingCommentRow, findingComments } from "./tables";

/** GET /v1/findings/{id}/comments: oldest first; another organization's finding is 404. */
export async function listFindingComments(
  ctx: ServiceContext,
  { findingId, query }: { findingId: string; query: { limit: number; offset: number } },
) {
  await findFindingInOrg(ctx.tx, ctx.orgId, findingId);
  return listPage(
    ctx.tx,
    findingComments,
    inOrg(findingComments, ctx.orgId, eq(findingComments.findingId, findingId)),
    [asc(findingComments.createdAt), asc(findingComments.id)],
    query,
    serializeFindingComment,
  );
}

/**
 * POST /v1/findings/{id}/comments: the comment, written with its author's name as it is now, and a
 * "commented" entry in the finding's change log, in one transaction.
 */
export async function addFindingComment(
  ctx: ServiceContext,
  { findingId, body }: { findingId: string; body: CreateFindingCommentInput },
) {
  const finding = await findFindingInOrg(ctx.tx, ctx.orgId, findingId, "share");
  const author = await describeActor(ctx);
  const [row] = await ctx.tx
    .insert(findingComments)
    .values({
      id: newId("findingComment"),
      orgId: ctx.orgId,
      findingId,
      body: body.body.trim(),
      authorType: author.type,
      authorId: author.id,
      authorName: author.name,
    })
    .returning();
  const comment = serializeFindingComment(row as FindingCommentRow);
  await recordChange(ctx, {
    entityType: "finding",
    entityId: finding.id,
    entityName: finding.title,
    action: "commented",
    after: { comment_id: comment.id, comment: comment.body },
  });
  return comment;
}
