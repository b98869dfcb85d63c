import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import {
  BillOfMaterialsSchema,
  BomDetailQuery,
  BomHistoryQuery,
  BomIdParam,
  BomListSchema,
  BomSummarySchema,
  CreateBomBody,
  LatestBomQuery,
} from "../schemas";
import { archiveBom, createBom, latestBom, listBoms, readBom } from "../service";
import { summarizeBom } from "../summary";
import { bomReaders, bomWriters, tags } from "./access";

const create = defineRoute({
  method: "post",
  path: "/v1/bill_of_materials",
  tags,
  operationId: "createBillOfMaterials",
  summary: "Add a bill of materials from an uploaded file",
  description:
    "Upload the file first (GET /v1/file/uploadable_url, then PUT). The file is kept as a vendor document and parsed in the " +
    "background: the BOM reads pending (format unknown, bom_type other, component_count 0, components null), then parsing, " +
    "then parsed, failed or unsupported. It becomes the vendor's latest BOM at once.",
  request: { body: jsonBody(CreateBomBody) },
  access: bomWriters,
  responses: {
    200: json(BillOfMaterialsSchema, "The new BOM, pending."),
    ...commonErrors,
    ...errorsFor({
      vendor_not_found: true,
      service_not_found: "not one of the vendor's services.",
      file_too_large: "the uploaded file is larger than 32 MiB.",
      invalid_upload:
        "s3_url names no upload of this organization, nothing was PUT to it, the size differs, or it was used.",
    }),
  },
});

const latest = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/latest",
  tags,
  operationId: "getLatestBillOfMaterials",
  summary: "The latest bill of materials of a vendor or service",
  description:
    "Exactly one of vendor_id and service_id (else 422). The newest BOM that is not archived (of the vendor, or linked to " +
    "the service), with its components; null when there is none.",
  request: { query: LatestBomQuery },
  access: bomReaders,
  responses: {
    200: json(BillOfMaterialsSchema.nullable(), "The BOM with components, or null."),
    ...errorsFor({ vendor_not_found: true, service_not_found: true }),
    ...commonErrors,
  },
});

const history = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials",
  tags,
  operationId: "listBillsOfMaterials",
  summary: "Bill of materials upload history",
  description: "Newest first (ties by ID); archived BOMs only with include_archived. Components are null here.",
  request: { query: BomHistoryQuery },
  access: bomReaders,
  responses: { 200: json(BomListSchema, "A page of BOMs."), ...commonErrors },
});

const get = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/{bom_id}",
  tags,
  operationId: "getBillOfMaterials",
  summary: "A bill of materials with its components",
  description:
    "Archived BOMs included. Components in file order; `components=false` (an extension) leaves them out (null), for a client polling until the BOM is parsed.",
  request: { params: BomIdParam, query: BomDetailQuery },
  access: bomReaders,
  responses: {
    200: json(BillOfMaterialsSchema, "The BOM."),
    ...errorsFor({ bill_of_materials_not_found: true }),
    ...commonErrors,
  },
});

const bomSummary = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/{bom_id}/summary",
  tags,
  operationId: "summarizeBillOfMaterials",
  summary: "A bill of materials' components counted by type and by licence",
  description:
    "Extension. Counts without the components: each component type, and the most used licences (each entry of a " +
    "component's licenses, an SPDX ID or expression, counted once per component) with how many there are in all and " +
    "how many components list none. Archived BOMs included; every count is zero until the BOM is parsed.",
  request: { params: BomIdParam },
  access: bomReaders,
  responses: {
    200: json(BomSummarySchema, "The counts."),
    ...errorsFor({ bill_of_materials_not_found: true }),
    ...commonErrors,
  },
});

const archive = defineRoute({
  method: "post",
  path: "/v1/bill_of_materials/{bom_id}/archive",
  tags,
  operationId: "archiveBillOfMaterials",
  summary: "Archive a bill of materials",
  description:
    "It leaves latest (the vendor's previous BOM becomes latest) and stays in the history. A repeat answers the same object.",
  request: { params: BomIdParam },
  access: bomWriters,
  responses: {
    200: json(BillOfMaterialsSchema, "The archived BOM (components null)."),
    ...errorsFor({ bill_of_materials_not_found: true }),
    ...commonErrors,
  },
});

export function registerBomRoutes(app: ApiApp) {
  app.openapi(create, async (c) => c.json(await inTransaction(c, (ctx) => createBom(ctx, c.req.valid("json"))), 200));
  app.openapi(latest, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await latestBom(tx, orgId, c.req.valid("query")), 200);
  });
  app.openapi(history, async (c) => c.json(await listBoms(readContext(c), c.req.valid("query")), 200));
}

/** After the fixed paths (latest, components, portfolio, advisories), so {bom_id} does not take them. */
export function registerBomByIdRoutes(app: ApiApp) {
  app.openapi(get, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await readBom(tx, orgId, c.req.valid("param").bom_id, c.req.valid("query").components), 200);
  });
  app.openapi(bomSummary, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await summarizeBom(tx, orgId, c.req.valid("param").bom_id), 200);
  });
  app.openapi(archive, async (c) =>
    c.json(await inTransaction(c, (ctx) => archiveBom(ctx, c.req.valid("param").bom_id)), 200),
  );
}
