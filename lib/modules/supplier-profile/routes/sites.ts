import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import { VendorIdParam } from "../schemas/common";
import {
  CreateSiteBody,
  DeletedRecordSchema,
  SiteIdParam,
  SiteListQuery,
  SiteListSchema,
  SiteSchema,
  UpdateSiteBody,
} from "../schemas/sites";
import { requireSiteOfVendor } from "../sites/lookup";
import { createSite, deleteSite, getSite, listSites, updateSite } from "../sites/service";

const tags = ["Supplier profile"];

/** A write's 422: the country rules' validation_failed or invalid_site (coded), or a schema failure (array). */
const writeErrors = {
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    "validation_failed: a country rule failed; detail.error holds {rule_set, errors, warnings} and nothing was saved. " +
      "invalid_site: remit_to_site_id is not another active site of this vendor. " +
      "A body that fails schema validation (bounds, enums) is a 422 with the validation array.",
  ),
};

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/sites",
  tags,
  operationId: "listVendorSites",
  summary: "The vendor's sites",
  description: "Oldest first (the vendor's first site leads). Deleted sites are never listed.",
  request: { params: VendorIdParam, query: SiteListQuery },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(SiteListSchema, "A page of sites."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const createRoute = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/sites",
  tags,
  operationId: "createVendorSite",
  summary: "Add a site",
  description:
    "country is the only required field. subdivision_code is derived from country and state_or_region unless given. " +
    "is_primary true demotes the vendor's current primary site. Country-rule errors reject the site (422 " +
    "validation_failed); warnings are kept in validation_results. latitude and longitude are filled shortly after, " +
    "from an offline country table (null for a country-only site). source is api for an ak_ key, internal otherwise.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: CreateSiteBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    201: json(SiteSchema, "The new site."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
    ...writeErrors,
  },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/sites/{site_id}",
  tags,
  operationId: "getVendorSite",
  summary: "Get a site",
  request: { params: SiteIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg, requireSiteOfVendor] as const,
  responses: {
    200: json(SiteSchema, "The site."),
    ...errorsFor({ vendor_not_found: true, site_not_found: "no active site with this ID for this vendor." }),
    ...commonErrors,
  },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/vendors/{vendor_id}/sites/{site_id}",
  tags,
  operationId: "updateVendorSite",
  summary: "Update a site",
  description:
    'Only supplied fields change; null clears a field (activity_description becomes ""). subdivision_code null ' +
    "goes back to deriving it. The whole address is checked again by the country rules. A change to the address " +
    "works out the coordinates again. A request that changes nothing records nothing.",
  request: {
    params: SiteIdParam,
    body: { content: { "application/json": { schema: UpdateSiteBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg, requireSiteOfVendor] as const,
  responses: {
    200: json(SiteSchema, "The updated site."),
    ...errorsFor({ vendor_not_found: true, site_not_found: "no active site with this ID for this vendor." }),
    ...commonErrors,
    ...writeErrors,
  },
});

const deleteRoute = defineRoute({
  method: "delete",
  path: "/v1/vendors/{vendor_id}/sites/{site_id}",
  tags,
  operationId: "deleteVendorSite",
  summary: "Delete a site",
  description:
    "The site is never returned again (GET, PATCH and DELETE answer 404 site_not_found). Other sites that named it " +
    "as remit_to_site_id no longer do. The change feed keeps its last state.",
  request: { params: SiteIdParam },
  access: anyCredential,
  middleware: [requireVendorInOrg, requireSiteOfVendor] as const,
  responses: {
    200: json(DeletedRecordSchema, "{id, deleted: true}."),
    ...errorsFor({ vendor_not_found: true, site_not_found: "no active site with this ID for this vendor." }),
    ...commonErrors,
  },
});

export function registerSiteRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listSites(readContext(c), { vendorId, query: c.req.valid("query") }), 200);
  });
  app.openapi(createRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createSite(ctx, { vendorId, body })), 201);
  });
  app.openapi(getRoute, async (c) => {
    const { vendor_id: vendorId, site_id: siteId } = c.req.valid("param");
    return c.json(await getSite(readContext(c), { vendorId, siteId }), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { vendor_id: vendorId, site_id: siteId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateSite(ctx, { vendorId, siteId, body })), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { vendor_id: vendorId, site_id: siteId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => deleteSite(ctx, { vendorId, siteId })), 200);
  });
}
