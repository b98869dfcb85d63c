import { ApiKeysPage } from "@/components/api-keys/api-keys-page";

export default function ApiKeysSettingsPage() {
  return <ApiKeysPage />;
}
