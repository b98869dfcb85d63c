import { ReviewQueue } from "@/components/bank-reviews/review-queue";
import { PageHeader } from "@/components/ui/page-header";

export default function BankReviewsPage() {
  return (
    <>
      <PageHeader
        title="Bank reviews"
        description="Changes to vendors' bank details wait here until a second admin approves or rejects them. j and k move, Enter opens, a approves, r rejects with a reason; ? lists every key."
      />
      <ReviewQueue />
    </>
  );
}
