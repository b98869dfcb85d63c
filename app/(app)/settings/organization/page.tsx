import { OrganizationSettings } from "@/components/org-settings/organization-settings";
import { PageHeader } from "@/components/ui/page-header";

export default function OrganizationSettingsPage() {
  return (
    <>
      <PageHeader
        title="Organization settings"
        description="Your organization's name, who may call the API from where, and which modules are on."
      />
      <OrganizationSettings />
    </>
  );
}
