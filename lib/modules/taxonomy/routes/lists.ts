import { registerReadRoute } from "@/lib/api/read-route";
import type { ApiApp } from "@/lib/api/types";
import {
  DocumentTypeListSchema,
  LegalEntityListSchema,
  RiskLevelListSchema,
  StatusListSchema,
  StatusQuery,
  TagListSchema,
} from "../schemas";
import { listDocumentTypes, listLegalEntities, listRiskLevels, listStatuses, listTags } from "../service";

const tag = "Organization defaults";

export function registerTaxonomyLists(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/statuses",
    tag,
    operationId: "listStatuses",
    summary: "Vendor and finding status records",
    query: StatusQuery,
    response: StatusListSchema,
    read: (ctx, query) => listStatuses(ctx, query.entity),
  });
  registerReadRoute(app, {
    path: "/v1/tags",
    tag,
    operationId: "listTags",
    summary: "Tags",
    response: TagListSchema,
    read: (ctx) => listTags(ctx),
  });
  registerReadRoute(app, {
    path: "/v1/risk_levels",
    tag,
    operationId: "listRiskLevels",
    summary: "Risk scale levels, most severe first",
    response: RiskLevelListSchema,
    read: (ctx) => listRiskLevels(ctx),
  });
  registerReadRoute(app, {
    path: "/v1/document_types",
    tag,
    operationId: "listDocumentTypes",
    summary: "Document type slugs",
    response: DocumentTypeListSchema,
    read: (ctx) => listDocumentTypes(ctx),
  });
  registerReadRoute(app, {
    path: "/v1/legal_entities",
    tag,
    operationId: "listLegalEntities",
    summary: "The organization's own legal entities",
    response: LegalEntityListSchema,
    read: (ctx) => listLegalEntities(ctx),
  });
}
