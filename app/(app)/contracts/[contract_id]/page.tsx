import { ContractPage } from "@/components/contracts/contract-page";

export default async function ContractRoute({ params }: { params: Promise<{ contract_id: string }> }) {
  const { contract_id } = await params;
  return <ContractPage contractId={contract_id} />;
}
