"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { z } from "zod";
import type {
  AdvisorySchema,
  BillOfMaterialsSchema,
  BomComponentSchema,
  BomDiffSchema,
  BomQualitySchema,
  BomSummarySchema,
  PortfolioHitSchema,
} from "@/lib/modules/bill-of-materials/schemas";
import { api, dataOf } from "../api";
import type { operations } from "../api-types.generated";
import type { ListPage } from "./list-patch";

// Types only: the zod schemas themselves stay on the server.
export type BillOfMaterials = z.output<typeof BillOfMaterialsSchema>;
export type BomComponent = z.output<typeof BomComponentSchema>;
export type BomQuality = z.output<typeof BomQualitySchema>;
/** GET /v1/bill_of_materials/{id}/summary: the components counted by type and by licence. */
export type BomSummary = z.output<typeof BomSummarySchema>;
export type ParseStatus = BillOfMaterials["parse_status"];
export type ComponentType = BomComponent["component_type"];
export type { ListPage };

/** GET /v1/bill_of_materials/portfolio/components: one component of a vendor's latest BOM. */
export type PortfolioHit = z.output<typeof PortfolioHitSchema>;
/** GET /v1/bill_of_materials/{id}/diff. */
export type BomDiff = z.output<typeof BomDiffSchema>;
/** POST /v1/bill_of_materials/advisories: one OSV advisory document. */
type OsvAdvisoryBody = operations["importBomAdvisory"]["requestBody"]["content"]["application/json"];
/** An imported OSV advisory (matches and the OSV text on the detail only). */
export type Advisory = z.output<typeof AdvisorySchema>;
export type AdvisorySeverity = NonNullable<Advisory["severity"]>;
export type AdvisoryMatch = NonNullable<Advisory["matches"]>[number];

/** How often a page asks again while a BOM parses or an advisory is matched. */
export const BOM_POLL_MS = 1500;

/** The vendor page's Bills of materials tab. */
export const VENDOR_BOM_TAB = "bills-of-materials";
export const vendorBomHref = (vendorId: string) => `/vendors/${encodeURIComponent(vendorId)}?tab=${VENDOR_BOM_TAB}`;

export const bomKeys = {
  all: ["bill-of-materials"] as const,
  history: (vendorId: string, includeArchived: boolean) =>
    ["bill-of-materials", "history", vendorId, includeArchived] as const,
  histories: (vendorId: string) => ["bill-of-materials", "history", vendorId] as const,
  summary: (id: string) => ["bill-of-materials", "summary", id] as const,
  components: (id: string, query: ComponentQuery) => ["bill-of-materials", "components", id, query] as const,
  diff: (id: string, against: string) => ["bill-of-materials", "diff", id, against] as const,
  portfolio: (query: PortfolioQuery) => ["bill-of-materials", "portfolio", query] as const,
  advisories: ["bill-of-materials", "advisories"] as const,
  advisoryList: (query: AdvisoryListQuery) => ["bill-of-materials", "advisories", "list", query] as const,
  advisory: (id: string) => ["bill-of-materials", "advisories", "detail", id] as const,
};

export const isParsing = (bom: Pick<BillOfMaterials, "parse_status">) =>
  bom.parse_status === "pending" || bom.parse_status === "parsing";

/** A vendor's BOMs, newest first; asks again while one of them is still being parsed. */
export function useBomHistory(vendorId: string, includeArchived: boolean) {
  return useQuery({
    queryKey: bomKeys.history(vendorId, includeArchived),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/bill_of_materials", {
          params: {
            query: { vendor_id: vendorId, include_archived: includeArchived || undefined, limit: 200, offset: 0 },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isParsing) ? BOM_POLL_MS : false),
  });
}

/** A parsed BOM's components counted by type and by licence (the licence summary and the facets). */
export function useBomSummary(id: string | null) {
  return useQuery({
    queryKey: bomKeys.summary(id ?? ""),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/bill_of_materials/{bom_id}/summary", { params: { path: { bom_id: id ?? "" } }, signal })),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** GET /v1/bill_of_materials/{id}/components: its filters in the API's names. */
export interface ComponentQuery {
  q?: string;
  purl?: string;
  component_type?: ComponentType;
  license?: string;
  limit: number;
  offset: number;
}

/** One page of a BOM's components (the previous page stays on screen while the next loads). */
export function useBomComponents(id: string, query: ComponentQuery) {
  return useQuery({
    queryKey: bomKeys.components(id, query),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/bill_of_materials/{bom_id}/components", { params: { path: { bom_id: id }, query }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** What changed from `against` (an older BOM of the vendor) to `id`. */
export function useBomDiff(id: string, against: string) {
  return useQuery({
    queryKey: bomKeys.diff(id, against),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/bill_of_materials/{bom_id}/diff", {
          params: { path: { bom_id: id }, query: { against } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** GET /v1/bill_of_materials/portfolio/components: one of purl_prefix, cpe and name, and the range. */
export interface PortfolioQuery {
  purl_prefix?: string;
  cpe?: string;
  name?: string;
  version_range?: string;
  limit: number;
  offset: number;
}

/** Which vendors' latest BOMs hold a component; off until there is something to search for. */
export function usePortfolioComponents(query: PortfolioQuery | null) {
  return useQuery({
    queryKey: bomKeys.portfolio(query ?? { limit: 0, offset: 0 }),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/bill_of_materials/portfolio/components", { params: { query: query ?? {} }, signal })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface AdvisoryListQuery {
  include_archived?: boolean;
  limit: number;
  offset: number;
}

/** Imported advisories, newest first; asks again while one is being matched. */
export function useAdvisories(query: AdvisoryListQuery) {
  return useQuery({
    queryKey: bomKeys.advisoryList(query),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/bill_of_materials/advisories", {
          params: { query: { ...query, include_archived: query.include_archived || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some((item) => item.matching) ? BOM_POLL_MS : false),
  });
}

/**
 * One advisory with the vendors it matched; asks again while it is being matched or a match's radar
 * event is still being recorded.
 */
export function useAdvisory(id: string) {
  return useQuery({
    queryKey: bomKeys.advisory(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/bill_of_materials/advisories/{advisory_id}", { params: { path: { advisory_id: id } }, signal }),
      ),
    refetchInterval: (current) => {
      const advisory = current.state.data;
      const recording = advisory?.matches?.some((match) => match.radar_event_id === null);
      return advisory?.matching || recording ? BOM_POLL_MS : false;
    },
  });
}

/**
 * Importing and archiving advisories: plain calls (no mutation hooks, so the Advisories page loads
 * little), after which the lists and any open detail ask again.
 */
export function useAdvisoryChanges() {
  const client = useQueryClient();
  return useMemo(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: bomKeys.advisories });
    return {
      /** POST /v1/bill_of_materials/advisories: one OSV advisory, new or replacing the one of its id. */
      importAdvisory: async (advisory: Record<string, unknown>) => {
        // Pasted JSON sent as it is, unchecked here: the API validates it, and its 422 (each field's
        // problem) is what the import form shows.
        const body = advisory as OsvAdvisoryBody;
        const saved = await dataOf(api.POST("/v1/bill_of_materials/advisories", { body }));
        refresh();
        return saved;
      },
      archiveAdvisory: async (id: string) => {
        const saved = await dataOf(
          api.POST("/v1/bill_of_materials/advisories/{advisory_id}/archive", { params: { path: { advisory_id: id } } }),
        );
        refresh();
        return saved;
      },
    };
  }, [client]);
}
