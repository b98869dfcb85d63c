import { WorkflowsPage } from "@/components/workflows/workflows-page";

export default function Page() {
  return <WorkflowsPage />;
}
