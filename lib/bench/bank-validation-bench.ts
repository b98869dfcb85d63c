import { validateBankValues } from "@/lib/modules/supplier-profile/country-rules";

/**
 * How long the country rules take to check one bank account, in process (no server, no database):
 * each sample is checked WARM_UP times, then timed over MEASURED calls. Microseconds per call.
 */
const SAMPLES: { label: string; country: string; values: Record<string, string> }[] = [
  {
    label: "DE IBAN + BIC",
    country: "DE",
    values: { iban: "DE89 3704 0044 0532 0130 00", swift_bic: "COBADEFFXXX", account_holder_name: "Acme GmbH" },
  },
  {
    label: "US ABA routing + account",
    country: "US",
    values: { routing_number: "021000021", account_number: "123456789", account_type: "checking" },
  },
  {
    label: "GB sort code + account + IBAN",
    country: "GB",
    values: { sort_code: "12-34-56", account_number: "98765432", iban: "GB82WEST12345698765432" },
  },
  { label: "MX CLABE", country: "MX", values: { clabe: "002010077777777771" } },
  { label: "IN IFSC + account", country: "IN", values: { ifsc: "HDFC0000001", account_number: "50100012345678" } },
];
const WARM_UP = 20_000;
const MEASURED = 200_000;

export interface ValidationTiming {
  label: string;
  status: string;
  microseconds: number;
}

export function runBankValidationBench(): ValidationTiming[] {
  return SAMPLES.map(({ label, country, values }) => {
    for (let call = 0; call < WARM_UP; call += 1) {
      validateBankValues(country, values);
    }
    const started = process.hrtime.bigint();
    for (let call = 0; call < MEASURED; call += 1) {
      validateBankValues(country, values);
    }
    const microseconds = Number(process.hrtime.bigint() - started) / 1000 / MEASURED;
    return { label, status: validateBankValues(country, values).status, microseconds };
  });
}

export function printBankValidationReport(timings: ValidationTiming[]): void {
  console.log(`\nbank account validation (country rules, in process, ${MEASURED.toLocaleString("en-US")} calls each):`);
  for (const timing of timings) {
    console.log(
      `  ${timing.label.padEnd(32)} ${timing.microseconds.toFixed(2).padStart(6)} µs per account (${timing.status})`,
    );
  }
}
