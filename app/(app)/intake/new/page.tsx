import Link from "next/link";
import { NewRequestForm } from "@/components/intake/new-request-form";
import { focusRing } from "@/components/ui/cn";
import { PageHeader } from "@/components/ui/page-header";

export default function NewVendorRequestPage() {
  return (
    <>
      <PageHeader
        eyebrow={
          <Link href="/intake" className={`rounded hover:underline ${focusRing}`}>
            <span aria-hidden="true">← </span>Intake
          </Link>
        }
        title="New vendor request"
        description="Name the vendor and paste what you know. The questionnaires are answered from your text in the background; you'll see the answers arrive."
      />
      <NewRequestForm />
    </>
  );
}
