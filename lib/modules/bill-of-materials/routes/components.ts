import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { searchBomComponents, searchVendorComponents } from "../component-query";
import { BomDiffSchema, DiffQuery, diffBoms } from "../diff";
import { PortfolioListSchema, PortfolioQuery, searchPortfolio } from "../portfolio";
import { BomComponentListSchema, BomComponentQuery, BomIdParam, VendorComponentQuery } from "../schemas";
import { bomReaders, tags } from "./access";

const filtersText =
  "Filters: q (name substring), purl (case-insensitive prefix), component_type, license (as listed, case-insensitive).";

const ofBom = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/{bom_id}/components",
  tags,
  operationId: "searchBomComponents",
  summary: "Search the components of one bill of materials",
  description: `In file order. ${filtersText}`,
  request: { params: BomIdParam, query: BomComponentQuery },
  access: bomReaders,
  responses: {
    200: json(BomComponentListSchema, "A page of components."),
    ...errorsFor({ bill_of_materials_not_found: true }),
    ...commonErrors,
  },
});

const ofVendor = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/components",
  tags,
  operationId: "searchVendorBomComponents",
  summary: "Search the components across a vendor's bills of materials",
  description: `vendor_id is required. Over the vendor's BOMs that are not archived, oldest BOM first. ${filtersText}`,
  request: { query: VendorComponentQuery },
  access: bomReaders,
  responses: {
    200: json(BomComponentListSchema, "A page of components."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const portfolio = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/portfolio/components",
  tags,
  operationId: "searchPortfolioComponents",
  summary: "Which vendors ship a component: search every vendor's latest bill of materials",
  description:
    "Extension. Over each vendor's latest BOM that is not archived; by vendor name, then file order. At least one of " +
    "purl_prefix, name, cpe, license and hash; version_range narrows by version (vers syntax) over at most 20,000 candidates.",
  request: { query: PortfolioQuery },
  access: bomReaders,
  responses: { 200: json(PortfolioListSchema, "A page of components with their vendors."), ...commonErrors },
});

const diff = defineRoute({
  method: "get",
  path: "/v1/bill_of_materials/{bom_id}/diff",
  tags,
  operationId: "diffBillsOfMaterials",
  summary: "What changed between two bills of materials of a vendor",
  description:
    "Extension. Components are matched by purl without version, else by group and name: added (only here), removed (only " +
    "in against) and changed (other versions).",
  request: { params: BomIdParam, query: DiffQuery },
  access: bomReaders,
  responses: {
    200: json(BomDiffSchema, "The difference."),
    ...errorsFor({ bill_of_materials_not_found: true, invalid_comparison: true }),
    ...commonErrors,
  },
});

export function registerComponentRoutes(app: ApiApp) {
  app.openapi(ofVendor, async (c) => {
    const { tx, orgId } = readContext(c);
    const { vendor_id, ...filters } = c.req.valid("query");
    return c.json(await searchVendorComponents(tx, orgId, vendor_id, filters), 200);
  });
  app.openapi(portfolio, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await searchPortfolio(tx, orgId, c.req.valid("query")), 200);
  });
}

export function registerComponentByBomRoutes(app: ApiApp) {
  app.openapi(ofBom, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await searchBomComponents(tx, orgId, c.req.valid("param").bom_id, c.req.valid("query")), 200);
  });
  app.openapi(diff, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await diffBoms(tx, orgId, c.req.valid("param").bom_id, c.req.valid("query").against), 200);
  });
}
