import type { Metadata } from "next";
import { VendorPage } from "@/components/vendors/vendor-page";

export const metadata: Metadata = { title: "Vendor" };

export default async function VendorRoute({ params }: { params: Promise<{ vendorId: string }> }) {
  const { vendorId } = await params;
  return <VendorPage vendorId={vendorId} />;
}
