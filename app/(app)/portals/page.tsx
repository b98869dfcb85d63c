import { PortalsPage } from "@/components/portals/portals-page";

export default function Page() {
  return <PortalsPage />;
}
