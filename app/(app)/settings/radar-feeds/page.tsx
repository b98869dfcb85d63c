import { RadarFeedsSettings } from "@/components/radar-feeds/radar-feeds-settings";

export default function RadarFeedsSettingsPage() {
  return <RadarFeedsSettings />;
}
