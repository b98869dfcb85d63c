import { VendorPage } from "@/components/vendors/vendor-page";

export default async function VendorRoute({ params }: { params: Promise<{ vendorId: string }> }) {
  const { vendorId } = await params;
  return <VendorPage vendorId={vendorId} />;
}
