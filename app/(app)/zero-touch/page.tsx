import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Leaderboard } from "@/components/zero-touch/leaderboard";

export default function ZeroTouchPage() {
  return (
    <>
      <PageHeader
        title="Zero touch"
        description="Vendors scored from public evidence, without their involvement: ranked by composite, then runs with too little evidence to rank, then vendors not assessed. j and k move, Enter opens the run, x selects vendors to run; ? lists every key."
        actions={
          <Link href="/zero-touch/settings" className={buttonClassName("secondary")}>
            Configuration
          </Link>
        }
      />
      <Leaderboard />
    </>
  );
}
