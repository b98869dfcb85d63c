import Link from "next/link";
import { AdvisoriesView } from "@/components/bill-of-materials/advisories-view";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

export default function AdvisoriesPage() {
  return (
    <>
      <PageHeader
        title="Advisories"
        description="Security advisories (OSV) matched against every vendor's latest bill of materials; each vendor with an affected version gets a radar alert."
        actions={
          <Link href="/components" className={buttonClassName("secondary")}>
            Search components
          </Link>
        }
      />
      <AdvisoriesView />
    </>
  );
}
