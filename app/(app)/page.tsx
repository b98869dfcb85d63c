import { DashboardHome } from "@/components/dashboard/dashboard-home";
import { PageHeader } from "@/components/ui/page-header";

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Your organization at a glance." />
      <DashboardHome />
    </>
  );
}
