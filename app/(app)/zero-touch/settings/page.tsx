import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
import { PageHeader } from "@/components/ui/page-header";
import { ZeroTouchSettingsView } from "@/components/zero-touch/settings-view";

export default function ZeroTouchSettingsPage() {
  return (
    <>
      <PageHeader
        eyebrow={
          <Link href="/zero-touch" className={`rounded hover:underline ${focusRing}`}>
            <span aria-hidden="true">← </span>Zero touch
          </Link>
        }
        title="Zero touch configuration"
        description="Which components make up the composite score and how much each weighs, where the score goes, and the control set runs assess."
      />
      <ZeroTouchSettingsView />
    </>
  );
}
