import { notFound } from "next/navigation";
import { VendorPage } from "@/components/vendors/vendor-page";

/** Vendor IDs are `cbvndr_` and 32 hex digits: anything else is no vendor, answered without a request. */
const VENDOR_ID = /^cbvndr_[0-9a-f]{32}$/;

export default async function VendorRoute({ params }: { params: Promise<{ vendorId: string }> }) {
  const { vendorId } = await params;
  if (!VENDOR_ID.test(vendorId)) {
    notFound();
  }
  return <VendorPage vendorId={vendorId} />;
}
