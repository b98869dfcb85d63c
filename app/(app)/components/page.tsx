import Link from "next/link";
import { ComponentsSearch } from "@/components/bill-of-materials/components-search";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

export default function ComponentsPage() {
  return (
    <>
      <PageHeader
        title="Components"
        description="Which vendors ship a component: every vendor's latest bill of materials, searched by package URL, CPE or name, optionally within a version range."
        actions={
          <Link href="/advisories" className={buttonClassName("secondary")}>
            Advisories
          </Link>
        }
      />
      <ComponentsSearch />
    </>
  );
}
