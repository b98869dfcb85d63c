import { EventsView } from "@/components/radar-events/events-view";
import { PageHeader } from "@/components/ui/page-header";

export default function RadarEventsPage() {
  return (
    <>
      <PageHeader
        title="Radar events"
        description="Things that happened to your vendors (breaches, lawsuits, sanctions, outages), newest first."
      />
      <EventsView />
    </>
  );
}
