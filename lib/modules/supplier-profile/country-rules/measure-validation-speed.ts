/**
 * Prints how long validateBankValues takes per call (not a test: timings vary by machine).
 * Run: npx tsx lib/modules/supplier-profile/country-rules/measure-validation-speed.ts
 */
import { validateBankValues } from ".";

const SAMPLES: [string, Record<string, string>][] = [
  ["DE", { iban: "DE89 3704 0044 0532 0130 00", swift_bic: "DEUTDEFF", bank_name: "Commerzbank" }],
  ["US", { routing_number: "021000021", account_number: "123456789", account_type: "checking", bank_name: "Chase" }],
];
const WARM_UP_CALLS = 20_000;
const MEASURED_CALLS = 200_000;

for (const [country, values] of SAMPLES) {
  for (let call = 0; call < WARM_UP_CALLS; call++) {
    validateBankValues(country, values);
  }
  const started = process.hrtime.bigint();
  for (let call = 0; call < MEASURED_CALLS; call++) {
    validateBankValues(country, values);
  }
  const microseconds = Number(process.hrtime.bigint() - started) / 1000 / MEASURED_CALLS;
  const { status } = validateBankValues(country, values);
  console.log(`${country}: ${microseconds.toFixed(2)} µs per validateBankValues call (${status})`);
}
