"use client";

import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { QueryList } from "@/components/ui/query-list";
import { RecordTable } from "@/components/ui/record-table";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { countryName } from "@/lib/web/countries";
import { type TaxRegistration, useTaxRegistrations, useTaxRegistrationTypes } from "@/lib/web/hooks/supplier-profile";
import { registrationTypeWords } from "./labels";
import { ProfileSection, ValidationBadge, WarningList } from "./parts";
import { useSectionDialog } from "./use-section-dialog";

const TaxRegistrationDialog = lazyComponent(() =>
  import("./tax-registration-dialog").then((module) => module.TaxRegistrationDialog),
);

/** The country rules' label of a registration type ("EIN (Employer Identification Number)"). */
export function useTaxTypeLabel(country: string, type: string): string {
  const types = useTaxRegistrationTypes(country);
  return types.data?.find((item) => item.type === type)?.label ?? registrationTypeWords(type);
}

function TaxRow({
  registration,
  onUpdate,
}: {
  registration: TaxRegistration;
  onUpdate: (row: TaxRegistration, opener: HTMLElement) => void;
}) {
  const typeLabel = useTaxTypeLabel(registration.country, registration.registration_type);
  const name = `${typeLabel}, ${countryName(registration.country)}`;
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-3">{countryName(registration.country)}</td>
      <td className="py-2 pr-3">{typeLabel}</td>
      <td className="py-2 pr-3 font-mono">{registration.value_masked}</td>
      <td className="py-2 pr-3">
        <ValidationBadge status={registration.validation_status} />
        <WarningList className="mt-1" warnings={registration.validation_results.warnings} />
      </td>
      <td className="py-2 pr-3">
        <Time value={registration.updated_at} />
      </td>
      <td className="py-2 text-right">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Update ${name}`}
          onMouseEnter={TaxRegistrationDialog.preload}
          onFocus={TaxRegistrationDialog.preload}
          onClick={(event) => onUpdate(registration, event.currentTarget)}
        >
          Update
        </Button>
      </td>
    </tr>
  );
}

const HEADINGS = ["Country", "Type", "Number", "Validation", "Updated"];

/** The vendor's tax registrations: masked numbers and the country rules' verdicts. */
export function TaxRegistrationsSection({ vendorId }: { vendorId: string }) {
  const registrations = useTaxRegistrations(vendorId);
  const dialog = useSectionDialog<TaxRegistration>();
  return (
    <ProfileSection
      title="Tax registrations"
      description="Numbers are checked by the country's rules and shown only by their last four characters."
      actions={
        <Button
          ref={dialog.fallbackRef}
          size="sm"
          onMouseEnter={TaxRegistrationDialog.preload}
          onFocus={TaxRegistrationDialog.preload}
          onClick={(event) => dialog.show(null, event.currentTarget)}
        >
          Add tax registration
        </Button>
      }
    >
      <QueryList
        query={registrations}
        loadingLabel="Loading tax registrations…"
        empty={
          <EmptyState title="No tax registrations yet" description="Add the vendor's VAT, EIN or other tax numbers." />
        }
      >
        {(rows) => (
          <RecordTable caption="Tax registrations of this vendor" headings={HEADINGS}>
            {rows.map((registration) => (
              <TaxRow key={registration.id} registration={registration} onUpdate={dialog.show} />
            ))}
          </RecordTable>
        )}
      </QueryList>
      {dialog.mounted ? (
        <TaxRegistrationDialog
          vendorId={vendorId}
          registration={dialog.subject}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
        />
      ) : null}
    </ProfileSection>
  );
}
