import { type CreateContractInput, createContract } from "@/lib/modules/contracts";
import { listStatuses } from "@/lib/modules/taxonomy";
import type { SampleStep } from "./load";
import type { SampleVendorRef } from "./risk-program";

const DAY = 86_400;

type ContractType = CreateContractInput["contract_type"];

type Renewal = "none" | "automatic" | "manual";
type Lifecycle = "Active" | "Expiring" | "Expired" | "Terminated";

interface SampleContract {
  name: string;
  type: ContractType;
  amount?: string;
  currency?: string;
  /** Term: started this many days ago, ends this many days from now (negative: already ended). */
  startedDaysAgo: number;
  endsInDays?: number;
  autoRenew?: Renewal;
  noticeDays?: number;
  lifecycle?: Lifecycle;
  description?: string;
  /** Contracts under this one (SOWs, amendments, order forms, DPAs under the MSA). */
  under?: SampleContract[];
}

interface SampleFamily {
  vendor: string;
  contracts: SampleContract[];
}

/**
 * Forty contracts over the sample vendors: master agreements with statements of work, amendments,
 * order forms and data processing agreements under them, subscriptions, a few auto-renewing with a
 * notice deadline in the next 60 days (the renewals view's first decisions and the reminders' first
 * emails), one expired, in eight currencies. Dates count from the day the sample is loaded.
 */
export const SAMPLE_CONTRACTS: SampleFamily[] = [
  {
    vendor: "Northwind Cloud",
    contracts: [
      {
        name: "Northwind Cloud master services agreement",
        type: "msa",
        amount: "1200000",
        currency: "USD",
        startedDaysAgo: 730,
        endsInDays: 365,
        autoRenew: "automatic",
        noticeDays: 90,
        description: "Compute, storage and managed databases for the customer-facing platform.",
        under: [
          {
            name: "SOW 1: Kubernetes platform migration",
            type: "sow",
            amount: "240000",
            currency: "USD",
            startedDaysAgo: 200,
            endsInDays: 160,
          },
          {
            name: "Amendment 1: reserved capacity",
            type: "amendment",
            amount: "180000.50",
            currency: "USD",
            startedDaysAgo: 120,
            endsInDays: 365,
          },
          { name: "Northwind Cloud data processing agreement", type: "dpa", startedDaysAgo: 730, endsInDays: 365 },
        ],
      },
    ],
  },
  {
    vendor: "Stratus Edge",
    contracts: [
      {
        name: "Stratus Edge CDN and WAF subscription",
        type: "subscription_agreement",
        amount: "96000",
        currency: "EUR",
        startedDaysAgo: 290,
        endsInDays: 75,
        autoRenew: "automatic",
        noticeDays: 30,
        lifecycle: "Expiring",
        under: [{ name: "Stratus Edge data processing agreement", type: "dpa", startedDaysAgo: 290, endsInDays: 75 }],
      },
    ],
  },
  {
    vendor: "Bluepeak Hosting",
    contracts: [
      {
        name: "Bluepeak Hosting master services agreement",
        type: "msa",
        amount: "540000",
        currency: "EUR",
        startedDaysAgo: 400,
        endsInDays: 695,
        autoRenew: "manual",
        noticeDays: 180,
        under: [
          {
            name: "SOW 1: EU data residency workloads",
            type: "sow",
            amount: "120000",
            currency: "EUR",
            startedDaysAgo: 380,
            endsInDays: 350,
          },
          { name: "Bluepeak Hosting data processing agreement", type: "dpa", startedDaysAgo: 400, endsInDays: 695 },
        ],
      },
    ],
  },
  {
    vendor: "Ironclad Backup",
    contracts: [
      {
        name: "Ironclad Backup vault subscription",
        type: "subscription_agreement",
        amount: "48000",
        currency: "USD",
        startedDaysAgo: 325,
        endsInDays: 40,
        autoRenew: "automatic",
        noticeDays: 30,
        lifecycle: "Expiring",
      },
      { name: "Ironclad Backup mutual NDA", type: "nda", startedDaysAgo: 500, endsInDays: 595 },
    ],
  },
  {
    vendor: "Ledgerly",
    contracts: [
      {
        name: "Ledgerly accounts payable subscription",
        type: "subscription_agreement",
        amount: "36000",
        currency: "GBP",
        startedDaysAgo: 385,
        endsInDays: -20,
        autoRenew: "none",
        noticeDays: 30,
        lifecycle: "Expired",
        description: "Not renewed: accounts payable moved to the ERP's own module.",
      },
    ],
  },
  {
    vendor: "Paystream Payroll",
    contracts: [
      {
        name: "Paystream Payroll master services agreement",
        type: "msa",
        amount: "180000",
        currency: "EUR",
        startedDaysAgo: 600,
        endsInDays: 495,
        autoRenew: "manual",
        noticeDays: 90,
        under: [
          {
            name: "SOW 2: Ireland payroll",
            type: "sow",
            amount: "42000",
            currency: "EUR",
            startedDaysAgo: 150,
            endsInDays: 215,
          },
          {
            name: "Amendment 2: payslips portal",
            type: "amendment",
            amount: "9500",
            currency: "EUR",
            startedDaysAgo: 90,
            endsInDays: 495,
          },
          { name: "Paystream Payroll data processing agreement", type: "dpa", startedDaysAgo: 600, endsInDays: 495 },
        ],
      },
    ],
  },
  {
    vendor: "Peoplegrid HR",
    contracts: [
      {
        name: "Peoplegrid HRIS subscription",
        type: "subscription_agreement",
        amount: "72000",
        currency: "USD",
        startedDaysAgo: 120,
        endsInDays: 245,
        autoRenew: "manual",
        noticeDays: 60,
        under: [{ name: "Peoplegrid HR data processing agreement", type: "dpa", startedDaysAgo: 120, endsInDays: 245 }],
      },
    ],
  },
  {
    vendor: "Signalhouse CRM",
    contracts: [
      {
        name: "Signalhouse CRM licence agreement",
        type: "license_agreement",
        amount: "150000",
        currency: "USD",
        startedDaysAgo: 265,
        endsInDays: 100,
        autoRenew: "automatic",
        noticeDays: 60,
        lifecycle: "Expiring",
        under: [
          {
            name: "Order form: 40 additional sales seats",
            type: "order_form",
            amount: "24000",
            currency: "USD",
            startedDaysAgo: 60,
            endsInDays: 100,
          },
        ],
      },
    ],
  },
  {
    vendor: "Brightmail",
    contracts: [
      {
        name: "Brightmail newsletter subscription",
        type: "subscription_agreement",
        amount: "12000",
        currency: "EUR",
        startedDaysAgo: 30,
        endsInDays: 335,
        autoRenew: "automatic",
        noticeDays: 30,
        under: [{ name: "Brightmail data processing agreement", type: "dpa", startedDaysAgo: 30, endsInDays: 335 }],
      },
    ],
  },
  {
    vendor: "Helpdeskly",
    contracts: [
      {
        name: "Helpdeskly support suite subscription",
        type: "subscription_agreement",
        amount: "240000",
        currency: "DKK",
        startedDaysAgo: 180,
        endsInDays: 185,
        autoRenew: "automatic",
        noticeDays: 90,
        under: [{ name: "Helpdeskly data processing agreement", type: "dpa", startedDaysAgo: 180, endsInDays: 185 }],
      },
    ],
  },
  {
    vendor: "Codeharbor",
    contracts: [
      {
        name: "Codeharbor enterprise agreement",
        type: "msa",
        amount: "300000",
        currency: "USD",
        startedDaysAgo: 450,
        endsInDays: 280,
        autoRenew: "manual",
        noticeDays: 60,
        under: [
          {
            name: "Order form: CI runner minutes",
            type: "order_form",
            amount: "36000",
            currency: "USD",
            startedDaysAgo: 90,
            endsInDays: 280,
          },
        ],
      },
    ],
  },
  {
    vendor: "Sentinel Identity",
    contracts: [
      {
        name: "Sentinel Identity SSO and MFA subscription",
        type: "subscription_agreement",
        amount: "90000",
        currency: "USD",
        startedDaysAgo: 310,
        endsInDays: 55,
        autoRenew: "automatic",
        noticeDays: 45,
        lifecycle: "Expiring",
      },
      { name: "Sentinel Identity mutual NDA", type: "nda", startedDaysAgo: 700, endsInDays: 395 },
    ],
  },
  {
    vendor: "Vaultline Secrets",
    contracts: [
      {
        name: "Vaultline secrets vault licence",
        type: "license_agreement",
        amount: "30000",
        currency: "GBP",
        startedDaysAgo: 100,
        endsInDays: 265,
        autoRenew: "automatic",
        noticeDays: 60,
      },
    ],
  },
  {
    vendor: "Coinvault Treasury",
    contracts: [
      {
        name: "Coinvault treasury services agreement",
        type: "services_agreement",
        amount: "150000",
        currency: "CHF",
        startedDaysAgo: 240,
        endsInDays: 490,
        autoRenew: "manual",
        noticeDays: 120,
      },
    ],
  },
  {
    vendor: "Tallyhub Expenses",
    contracts: [
      {
        name: "Tallyhub expenses subscription",
        type: "subscription_agreement",
        amount: "20000",
        currency: "AUD",
        startedDaysAgo: 200,
        endsInDays: 165,
        autoRenew: "automatic",
        noticeDays: 30,
      },
    ],
  },
  {
    vendor: "Translately",
    contracts: [
      {
        name: "Translately localisation order form",
        type: "order_form",
        amount: "60000",
        currency: "PLN",
        startedDaysAgo: 45,
        endsInDays: 320,
        autoRenew: "none",
      },
    ],
  },
  {
    vendor: "Callbridge Telephony",
    contracts: [
      {
        name: "Callbridge contact centre services agreement",
        type: "services_agreement",
        amount: "45000",
        currency: "USD",
        startedDaysAgo: 395,
        endsInDays: 335,
        autoRenew: "manual",
        noticeDays: 60,
        under: [
          {
            name: "Callbridge renewal 2027",
            type: "renewal",
            amount: "47250",
            currency: "USD",
            startedDaysAgo: 30,
            endsInDays: 335,
          },
        ],
      },
    ],
  },
  {
    vendor: "Adpilot",
    contracts: [
      {
        name: "Adpilot Japan campaign insertion order",
        type: "order_form",
        amount: "5000000",
        currency: "JPY",
        startedDaysAgo: 20,
        endsInDays: 160,
        autoRenew: "none",
      },
    ],
  },
  {
    vendor: "Learnloop",
    contracts: [
      {
        name: "Learnloop compliance training subscription",
        type: "subscription_agreement",
        amount: "8000",
        currency: "EUR",
        startedDaysAgo: 330,
        endsInDays: 35,
        autoRenew: "automatic",
        noticeDays: 14,
        lifecycle: "Expiring",
      },
    ],
  },
  {
    vendor: "Checkpoint Screening",
    contracts: [
      {
        name: "Checkpoint background screening services",
        type: "services_agreement",
        amount: "25000",
        currency: "USD",
        startedDaysAgo: 150,
        endsInDays: 215,
        autoRenew: "manual",
        noticeDays: 30,
      },
    ],
  },
  {
    vendor: "Benefitly",
    contracts: [
      {
        name: "Benefitly business associate agreement",
        type: "baa",
        startedDaysAgo: 250,
        endsInDays: 480,
        description: "Covers the health plan enrolment data Benefitly handles for US employees.",
      },
    ],
  },
  {
    vendor: "Bugtrace",
    contracts: [
      {
        name: "Bugtrace error monitoring subscription",
        type: "subscription_agreement",
        amount: "18000",
        currency: "USD",
        startedDaysAgo: 220,
        endsInDays: 145,
        autoRenew: "automatic",
        noticeDays: 30,
      },
    ],
  },
  {
    vendor: "Pollster Insights",
    contracts: [
      {
        name: "Pollster Insights letter of intent",
        type: "letter_of_intent",
        startedDaysAgo: 10,
        endsInDays: 80,
        description: "Intent to run the customer survey programme from next quarter.",
      },
    ],
  },
];

/** Every contract of the sample, the ones under others included. */
export const sampleContractCount = () => {
  const count = (contracts: SampleContract[]): number =>
    contracts.reduce((total, contract) => total + 1 + count(contract.under ?? []), 0);
  return SAMPLE_CONTRACTS.reduce((total, family) => total + count(family.contracts), 0);
};

/** Writes the sample contracts, one vendor's family per step, owners taken in turn from `owners`. */
export async function loadSampleContracts(
  step: SampleStep,
  vendors: Map<string, SampleVendorRef>,
  owners: string[],
  now: Date,
): Promise<void> {
  const today = Math.floor(now.getTime() / 1000 / DAY) * DAY;
  const statusIds = await step(
    async (ctx) => new Map((await listStatuses(ctx, "contract")).items.map((status) => [status.name, status.id])),
  );
  let index = 0;
  for (const family of SAMPLE_CONTRACTS) {
    const vendor = vendors.get(family.vendor);
    if (!vendor) {
      continue;
    }
    await step(async (ctx) => {
      const write = async (contract: SampleContract, parentId: string | null) => {
        const start = today - contract.startedDaysAgo * DAY;
        const end = contract.endsInDays === undefined ? null : today + contract.endsInDays * DAY;
        const lifecycle = contract.lifecycle ?? "Active";
        const created = await createContract(ctx, {
          name: contract.name,
          contract_type: contract.type,
          vendor_id: vendor.id,
          counterparty_name: family.vendor,
          parent_contract_id: parentId,
          description: contract.description ?? null,
          effective_date: start,
          term_start_date: start,
          expiration_date: end,
          auto_renew: contract.autoRenew ?? null,
          termination_notice_period_days: contract.noticeDays ?? null,
          contract_value_amount: contract.amount ?? null,
          contract_value_currency: contract.currency ?? null,
          lifecycle_status_id: statusIds.get(lifecycle) ?? null,
          owner_user_id: owners[index++ % owners.length] ?? null,
        });
        for (const child of contract.under ?? []) {
          await write(child, created.id);
        }
      };
      for (const contract of family.contracts) {
        await write(contract, null);
      }
    });
  }
}
