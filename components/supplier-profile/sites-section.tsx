"use client";

import { type RefObject, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/form-error";
import { lazyComponent } from "@/components/ui/lazy";
import { QueryList } from "@/components/ui/query-list";
import { EmptyState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { type Site, useDeleteSite, useSites, useUpdateSite } from "@/lib/web/hooks/supplier-profile";
import { Facts, muted, ProfileSection, WarningList } from "./parts";
import { addressLines, siteLocationText, siteName, siteRoles } from "./site-form";
import { focusIfLost, useSectionDialog } from "./use-section-dialog";

const SiteDialog = lazyComponent(() => import("./site-dialog").then((module) => module.SiteDialog));

function SiteItem({
  site,
  sites,
  onEdit,
  fallbackRef,
}: {
  site: Site;
  sites: readonly Site[];
  onEdit: (site: Site, opener: HTMLElement) => void;
  fallbackRef: RefObject<HTMLButtonElement | null>;
}) {
  const { toast } = useToast();
  const editRef = useRef<HTMLButtonElement | null>(null);
  const update = useUpdateSite(site.vendor_id);
  const remove = useDeleteSite(site.vendor_id);
  const name = siteName(site);
  const remitTo = site.remit_to_site_id ? sites.find((other) => other.id === site.remit_to_site_id) : undefined;
  const location = siteLocationText(site);
  const makePrimary = () =>
    update.mutate(
      { siteId: site.id, input: { is_primary: true } },
      {
        onSuccess: () => {
          toast({ title: "Primary site changed", description: name, variant: "success" });
          // The "Make primary" button is gone now.
          editRef.current?.focus();
        },
      },
    );
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {name}
            {site.is_primary ? <Badge variant="info">Primary</Badge> : null}
          </h3>
          <address className="text-sm not-italic text-slate-800 dark:text-slate-200">
            {addressLines(site).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <Facts
            items={[
              { label: "Purpose and role", value: siteRoles(site) },
              { label: "Activity", value: site.activity_description },
              { label: "PO emails", value: site.po_emails.join(", ") },
              { label: "Remittance emails", value: site.remittance_emails.join(", ") },
              { label: "Remit to", value: remitTo ? siteName(remitTo) : "" },
              { label: "Finance address code", value: site.finance_address_code ?? "" },
              { label: "Location on the map", value: location ?? "" },
            ]}
          />
          <WarningList warnings={site.validation_results.warnings} />
          <FormError message={update.error?.message} />
        </div>
        <div className="flex flex-wrap gap-1">
          {site.is_primary ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Make ${name} the primary site`}
              loading={update.isPending}
              onClick={makePrimary}
            >
              Make primary
            </Button>
          )}
          <Button
            ref={editRef}
            size="sm"
            variant="ghost"
            aria-label={`Edit ${name}`}
            onMouseEnter={SiteDialog.preload}
            onFocus={SiteDialog.preload}
            onClick={(event) => onEdit(site, event.currentTarget)}
          >
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Delete ${name}`}>
                Delete
              </Button>
            }
            title="Delete this site?"
            description={`${name} is removed from the vendor's sites. The change history keeps its last state.`}
            confirmLabel="Delete"
            variant="danger"
            onConfirm={async () => {
              await remove.mutateAsync(site.id);
              toast({ title: "Site deleted", description: name, variant: "success" });
              focusIfLost(fallbackRef);
            }}
          />
        </div>
      </div>
    </li>
  );
}

/** The vendor's sites: addresses, purposes, the primary site, and the country rules' warnings. */
export function SitesSection({ vendorId }: { vendorId: string }) {
  const sites = useSites(vendorId);
  const dialog = useSectionDialog<Site>();
  return (
    <ProfileSection
      title="Sites"
      description="Where the vendor operates, orders are sent and payments are remitted."
      actions={
        <Button
          ref={dialog.fallbackRef}
          size="sm"
          onMouseEnter={SiteDialog.preload}
          onFocus={SiteDialog.preload}
          onClick={(event) => dialog.show(null, event.currentTarget)}
        >
          Add site
        </Button>
      }
    >
      <QueryList
        query={sites}
        loadingLabel="Loading sites…"
        empty={
          <EmptyState title="No sites yet" description="Add the vendor's addresses; only the country is required." />
        }
      >
        {(rows) => (
          <>
            <ul aria-label="Sites" className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((site) => (
                <SiteItem
                  key={site.id}
                  site={site}
                  sites={rows}
                  onEdit={dialog.show}
                  fallbackRef={dialog.fallbackRef}
                />
              ))}
            </ul>
            {rows.length > 1 && !rows.some((site) => site.is_primary) ? (
              <p className={`mt-3 text-sm ${muted}`}>No site is primary yet.</p>
            ) : null}
          </>
        )}
      </QueryList>
      {dialog.mounted ? (
        <SiteDialog
          vendorId={vendorId}
          site={dialog.subject}
          sites={sites.data?.items ?? []}
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
        />
      ) : null}
    </ProfileSection>
  );
}
