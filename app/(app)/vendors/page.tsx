import { PageHeader } from "@/components/ui/page-header";
import { NewVendorButton } from "@/components/vendors/new-vendor-button";
import { VendorsView } from "@/components/vendors/vendors-view";

export default function VendorsPage() {
  return (
    <>
      <PageHeader
        title="Vendors"
        description="The third parties your organization works with, their status, tags and risk."
        actions={<NewVendorButton />}
      />
      <VendorsView />
    </>
  );
}
