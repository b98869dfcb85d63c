"use client";

import { PageHeader } from "@/components/ui/page-header";
import { RunsTable } from "./runs-table";

export function RunsPage() {
  return (
    <>
      <PageHeader title="Workflow runs" description="Newest first. Open a run to follow its steps." />
      <RunsTable />
    </>
  );
}
