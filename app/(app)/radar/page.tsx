import { TriageInbox } from "@/components/radar/triage-inbox";
import { PageHeader } from "@/components/ui/page-header";

export default function TriageInboxPage() {
  return (
    <>
      <PageHeader
        title="Triage inbox"
        description="Alerts the radar raised on your vendors, newest first. j and k move, x selects, e dismisses, s suppresses similar ones, z undoes; ? lists every key."
      />
      <TriageInbox />
    </>
  );
}
