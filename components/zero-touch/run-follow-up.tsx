"use client";

import type { ZeroTouchRun } from "@/lib/web/hooks/zero-touch";
import { AuditTimeline } from "./audit-timeline";
import { CorrectionBox } from "./correction-box";

/** The run page's lower part, loaded as it comes into view: the correction box and the audit trail. */
export function RunFollowUp({ run }: { run: ZeroTouchRun }) {
  return (
    <>
      <CorrectionBox run={run} />
      <AuditTimeline runId={run.id} />
    </>
  );
}
