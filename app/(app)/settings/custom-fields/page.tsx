import { CustomFieldsSettings } from "@/components/custom-fields/custom-fields-settings";

export default function CustomFieldsSettingsPage() {
  return <CustomFieldsSettings />;
}
