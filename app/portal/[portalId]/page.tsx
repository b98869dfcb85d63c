import { VendorPortal } from "@/components/portals/vendor/vendor-portal";

/** The page a vendor's contact opens from the emailed link; it reads the request in the browser. */
export default async function VendorPortalRoute({ params }: { params: Promise<{ portalId: string }> }) {
  const { portalId } = await params;
  return <VendorPortal portalId={portalId} />;
}
