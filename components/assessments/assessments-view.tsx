"use client";

import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { ListEmptyState } from "@/components/ui/states";
import { ArchivedFilter, AssigneeFilter, UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { type AssessmentSummary, useAssessments } from "@/lib/web/hooks/assessments";
import { useUserOptions } from "@/lib/web/hooks/user-options";
import { useVendorFilter, vendorIdsOf } from "@/lib/web/hooks/vendor-options";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { AssessmentsTableContext, assessmentColumns } from "./assessment-columns";
import {
  ASSESSMENT_STATUS_FILTER_OPTIONS,
  clearedAssessmentFilters,
  hasAssessmentFilters,
  readAssessmentFilters,
  toAssessmentQuery,
} from "./list-state";
import { NewAssessmentButton } from "./new-assessment-button";

const getRowId = (assessment: AssessmentSummary) => assessment.id;

export interface AssessmentsViewProps {
  /** The vendor page's tab: only this vendor's assessments, no vendor column or filter. */
  vendorId?: string;
}

/** Assessments with URL-kept filters (status, vendor, assignee, archived) and paging. */
export function AssessmentsView({ vendorId }: AssessmentsViewProps) {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readAssessmentFilters(url.filters);
  const list = useAssessments(toAssessmentQuery(filters, { limit: url.pageSize, offset: url.offset, vendorId }));
  const table = useListTable(url, list, { polled: true });
  const vendors = useVendorFilter(filters.vendor, vendorIdsOf(list.data?.items), { enabled: !vendorId });
  const users = useUserOptions();
  // Names come from the filters' options (the first 200 vendors and users), as on the findings page;
  // a row's vendor beyond them is read by ID.
  const vendorNames = vendors.names;
  const userNames = useMemo(
    () => new Map((users.data ?? []).map((option) => [option.value, option.label])),
    [users.data],
  );
  const tableState = useMemo(() => ({ vendorNames, userNames }), [vendorNames, userNames]);
  const filtered = hasAssessmentFilters(filters);

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <Button variant="secondary" onClick={() => url.setParams(clearedAssessmentFilters())} disabled={!filtered}>
              Clear filters
            </Button>
            <NewAssessmentButton vendorId={vendorId} />
          </>
        }
      >
        <UrlFilter
          name="assessment_status"
          label="Status"
          className="w-full sm:w-52"
          value={filters.assessment_status}
          setParams={url.setParams}
          placeholder="Any status"
          options={ASSESSMENT_STATUS_FILTER_OPTIONS}
        />
        {vendorId ? null : (
          <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
        )}
        <AssigneeFilter value={filters.assignee} setParams={url.setParams} options={users.data ?? []} />
        <ArchivedFilter value={filters.archived} setParams={url.setParams} />
      </DataTableToolbar>
      <AssessmentsTableContext.Provider value={tableState}>
        <DataTable
          caption={vendorId ? "Assessments of this vendor" : "Assessments"}
          columns={vendorId ? assessmentColumns.withoutVendor : assessmentColumns.withVendor}
          {...table}
          getRowId={getRowId}
          emptyState={
            <ListEmptyState
              filtered={filtered}
              filteredTitle="No assessments match these filters"
              filteredDescription="Archived assessments are under Show: Archived."
              onClearFilters={() => url.setParams(clearedAssessmentFilters())}
              emptyTitle="No active assessments"
              emptyDescription="An assessment evaluates a vendor's documents against control sets and raises findings for the gaps."
              emptyAction={<NewAssessmentButton vendorId={vendorId} variant="secondary" label="Start an assessment" />}
            />
          }
        />
      </AssessmentsTableContext.Provider>
    </>
  );
}
