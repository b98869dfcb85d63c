import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
import { PageHeader } from "@/components/ui/page-header";

/**
 * The 404 of every signed-in page, inside the app shell (sidebar and all): an unknown address (the
 * catch-all page) or a record page whose ID cannot be one (notFound()).
 */
export default function AppNotFound() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Page not found"
        description="There is no page at this address. It may have moved, or the link may be mistyped."
      />
      <p className="text-sm">
        <Link
          href="/"
          className={`rounded font-medium text-blue-700 underline underline-offset-4 dark:text-blue-300 ${focusRing}`}
        >
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
