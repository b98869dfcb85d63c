"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DataTable } from "@/components/ui/data-table";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { ListEmptyState } from "@/components/ui/states";
import { UrlFilter } from "@/components/ui/url-filter";
import type { RadarEvent } from "@/lib/modules/radar/schemas";
import { useRadarEvents } from "@/lib/web/hooks/radar-events";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { eventColumns } from "./event-columns";
import { IMPACT_TYPE_OPTIONS, isImpactType } from "./impact-types";
import { NewEventButton } from "./new-event-button";

const getRowId = (event: RadarEvent) => event.id;
const CLEARED = { impact: null, archived: null };

/** Radar events, newest first, with the impact type and "include archived" kept in the URL. */
export function EventsView() {
  const url = useUrlState({ defaultPageSize: 50 });
  const impact = url.filters.impact ?? "";
  const includeArchived = url.filters.archived === "include";
  // The URL changes in a transition: the box shows a click at once, until the URL it asked for lands.
  const [clicked, setClicked] = useState<{ checked: boolean; from: boolean } | null>(null);
  const archivedChecked = clicked?.from === includeArchived ? clicked.checked : includeArchived;
  const list = useRadarEvents({
    limit: url.pageSize,
    offset: url.offset,
    primary_impact_type: isImpactType(impact) ? impact : undefined,
    include_archived: includeArchived,
  });
  const table = useListTable(url, list);
  const filtered = impact !== "" || includeArchived;

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <Button variant="secondary" onClick={() => url.setParams(CLEARED)} disabled={!filtered}>
              Clear filters
            </Button>
            <NewEventButton />
          </>
        }
      >
        <UrlFilter
          name="impact"
          label="Primary impact"
          className="w-full sm:w-56"
          value={impact}
          setParams={url.setParams}
          placeholder="Any impact"
          options={IMPACT_TYPE_OPTIONS}
        />
        <Checkbox
          className="pb-2"
          label="Include archived events"
          checked={archivedChecked}
          onChange={(event) => {
            setClicked({ checked: event.target.checked, from: includeArchived });
            url.setParams({ archived: event.target.checked ? "include" : null });
          }}
        />
      </DataTableToolbar>
      <DataTable
        caption="Radar events"
        columns={eventColumns}
        {...table}
        getRowId={getRowId}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No events match these filters"
            onClearFilters={() => url.setParams(CLEARED)}
            emptyTitle="No radar events yet"
            emptyDescription="Events come from your feeds or are recorded here by hand; each impacted vendor gets an alert."
            emptyAction={<NewEventButton variant="secondary" label="Record an event" />}
          />
        }
      />
    </>
  );
}
