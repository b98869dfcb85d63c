import Link from "next/link";
import { ContractsList } from "@/components/contracts/contracts-list";
import { NewContractButton } from "@/components/contracts/new-contract-button";
import { SavedViews } from "@/components/contracts/saved-views";
import { buttonClassName } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

export default async function ContractsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <>
      <PageHeader
        title="Contracts"
        description="Every contract with its term, notice period and value. j and k (or the arrow keys in the list) move, Enter opens the contract; ? lists every key."
        actions={
          <>
            <Link href="/contracts/renewals" className={buttonClassName("secondary")}>
              Renewals
            </Link>
            <NewContractButton />
          </>
        }
      />
      <ContractsList savedViews={<SavedViews params={params} />} />
    </>
  );
}
