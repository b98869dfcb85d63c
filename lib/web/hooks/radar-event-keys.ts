import type { ImpactType } from "@/lib/modules/radar/schemas";

// Apart from the hooks so that the radar inbox can refresh an event's caches without loading them.

export interface RadarEventListQuery {
  limit: number;
  offset: number;
  primary_impact_type?: ImpactType;
  include_archived?: boolean;
}

export const radarEventKeys = {
  all: ["radar-events"] as const,
  lists: ["radar-events", "list"] as const,
  list: (query: RadarEventListQuery) => ["radar-events", "list", query] as const,
  detail: (id: string) => ["radar-events", "detail", id] as const,
  alerts: (id: string) => ["radar-events", "alerts", id] as const,
};
