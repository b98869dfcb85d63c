import Link from "next/link";
import type { ReactNode } from "react";
import { isApiRequestError } from "@/lib/web/api-client";
import { buttonClassName } from "./button";
import { PageHeader } from "./page-header";
import { EmptyState, ErrorState } from "./states";

export interface RecordLoadErrorProps {
  error: Error | null;
  /** The page header's eyebrow (the link back to the list). */
  eyebrow: ReactNode;
  /** What the page shows, as its header says when the record could not be loaded ("Vendor request"). */
  title: string;
  /** The record's kind, lower case ("request"): "Request not found", "This request doesn't exist". */
  noun: string;
  /** Where "Back to …" leads, and its words ("intake"). */
  back: { href: string; label: string };
  missingDescription?: string;
  onRetry: () => void;
  retrying?: boolean;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A record page whose record could not be loaded: "not found" (a wrong link, or another
 * organization's record: the API answers 404 for both) with the way back, or the error with a retry.
 */
export function RecordLoadError({
  error,
  eyebrow,
  title,
  noun,
  back,
  missingDescription = "The link may be wrong, or it belongs to another organization.",
  onRetry,
  retrying,
}: RecordLoadErrorProps) {
  const notFound = isApiRequestError(error) && error.status === 404;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={notFound ? `${capitalised(noun)} not found` : title} />
      {notFound ? (
        <EmptyState
          title={`This ${noun} doesn't exist`}
          description={missingDescription}
          action={
            <Link href={back.href} className={buttonClassName("secondary")}>
              Back to {back.label}
            </Link>
          }
        />
      ) : (
        <ErrorState message={error?.message ?? "Something went wrong."} onRetry={onRetry} retrying={retrying} />
      )}
    </>
  );
}
