import type { Metadata } from "next";
import { RadarFeedsSettings } from "@/components/radar-feeds/radar-feeds-settings";

export const metadata: Metadata = { title: "Radar feeds" };

export default function RadarFeedsSettingsPage() {
  return <RadarFeedsSettings />;
}
