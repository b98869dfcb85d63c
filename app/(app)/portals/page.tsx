import type { Metadata } from "next";
import { PortalsPage } from "@/components/portals/portals-page";

export const metadata: Metadata = { title: "Portals" };

export default function Page() {
  return <PortalsPage />;
}
