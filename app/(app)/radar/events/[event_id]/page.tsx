import { EventPage } from "@/components/radar-events/event-page";

export default async function RadarEventRoute({ params }: { params: Promise<{ event_id: string }> }) {
  const { event_id } = await params;
  return <EventPage eventId={event_id} />;
}
