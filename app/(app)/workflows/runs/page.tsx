import type { Metadata } from "next";
import { RunsPage } from "@/components/workflows/runs-page";

export const metadata: Metadata = { title: "Workflow runs" };

export default function Page() {
  return <RunsPage />;
}
