import { ExportView } from "@/components/export/export-view";

export default function ExportPage() {
  return <ExportView />;
}
