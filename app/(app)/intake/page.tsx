import Link from "next/link";
import { IntakeList } from "@/components/intake/intake-list";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

export default function IntakePage() {
  return (
    <>
      <PageHeader
        title="Intake"
        description="Vendor requests from procurement: the questionnaires are answered from what the requester knows, for the risk team to review."
        actions={
          <>
            <Link href="/settings/intake" className={buttonClassName("secondary")}>
              Questionnaires
            </Link>
            <Link href="/intake/new" className={buttonClassName("primary")}>
              New vendor request
            </Link>
          </>
        }
      />
      <IntakeList />
    </>
  );
}
