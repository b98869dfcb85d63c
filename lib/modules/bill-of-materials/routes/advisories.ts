import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { archiveAdvisory, importAdvisory, listAdvisories, readAdvisory } from "../advisories";
import { AdvisoryIdParam, AdvisoryListQuery, AdvisoryListSchema, AdvisorySchema } from "../advisory-schemas";
import { osvAdvisorySchema } from "../versions";
import { bomReaders, bomWriters, tags } from "./access";

const importRoute = defineRoute({
  method: "post",
  path: "/v1/bill_of_materials/advisories",
  tags,
  operationId: "importBomAdvisory",
  summary: "Import a security advisory (OSV JSON) and match it against every latest BOM",
  description:
    "Extension. The body is one OSV advisory (the format of OSV, GitHub and most feeds). 201 when new; 200 when an advisory " +
    "with this id was imported before (its text is replaced and it is matched again). Matching runs in the background " +
    "(matching true until done): the vendors whose latest BOM holds an affected version are named in one radar event " +
    "(impact Infosec, source the advisory id), whose alerts the radar raises. Every BOM parsed later is matched too.",
  request: { body: jsonBody(osvAdvisorySchema) },
  access: bomWriters,
  responses: {
    201: json(AdvisorySchema, "The new advisory."),
    200: json(AdvisorySchema, "The advisory, replaced."),
    ...commonErrors,
  },
});

const list = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/advisories",
  tags,
  operationId: "listBomAdvisories",
  summary: "Imported advisories",
  description: "Extension. Newest first; archived ones only with include_archived.",
  request: { query: AdvisoryListQuery },
  access: bomReaders,
  responses: { 200: json(AdvisoryListSchema, "A page of advisories."), ...commonErrors },
});

const get = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/advisories/{advisory_id}",
  tags,
  operationId: "getBomAdvisory",
  summary: "An advisory with the vendors it matched",
  description: "Extension. matches lists each vendor with its affected components and the radar event that named it.",
  request: { params: AdvisoryIdParam },
  access: bomReaders,
  responses: {
    200: json(AdvisorySchema, "The advisory."),
    ...errorsFor({ advisory_not_found: true }),
    ...commonErrors,
  },
});

const archive = defineRoute({
  method: "post",
  path: "/v1/bill_of_materials/advisories/{advisory_id}/archive",
  tags,
  operationId: "archiveBomAdvisory",
  summary: "Archive an advisory",
  description:
    "Extension. It is no longer matched against new BOMs; its radar events and alerts stay. A repeat is a no-op.",
  request: { params: AdvisoryIdParam },
  access: bomWriters,
  responses: {
    200: json(AdvisorySchema, "The advisory."),
    ...errorsFor({ advisory_not_found: true }),
    ...commonErrors,
  },
});

export function registerAdvisoryRoutes(app: ApiApp) {
  app.openapi(importRoute, async (c) => {
    const outcome = await inTransaction(c, (ctx) => importAdvisory(ctx, c.req.valid("json")));
    return outcome.created ? c.json(outcome.advisory, 201) : c.json(outcome.advisory, 200);
  });
  app.openapi(list, async (c) => c.json(await listAdvisories(readContext(c), c.req.valid("query")), 200));
  app.openapi(get, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await readAdvisory(tx, orgId, c.req.valid("param").advisory_id), 200);
  });
  app.openapi(archive, async (c) =>
    c.json(await inTransaction(c, (ctx) => archiveAdvisory(ctx, c.req.valid("param").advisory_id)), 200),
  );
}
