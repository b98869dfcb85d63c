import { RunsPage } from "@/components/workflows/runs-page";

export default function Page() {
  return <RunsPage />;
}
