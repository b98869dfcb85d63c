"use client";

import Link from "next/link";
import { CopyButton } from "@/components/ui/copy-button";
import type { BomComponent } from "@/lib/web/hooks/bill-of-materials";
import { vendorBomHref } from "@/lib/web/hooks/bill-of-materials";
import { dash, linkClass, muted } from "./text";

/** A component's purl, in full and selectable, with a button that copies it. */
export function PurlText({ purl, name }: { purl: string | null; name: string }) {
  if (!purl) {
    return dash;
  }
  return (
    <span className="inline-flex max-w-full items-start gap-1">
      <code className="break-all font-mono text-xs text-slate-800 dark:text-slate-200">{purl}</code>
      <CopyButton value={purl} label={`Copy the purl of ${name}`} className="-my-1 shrink-0" />
    </span>
  );
}

/** The licences a component lists, and the SPDX identifier guessed for a licence text that is not one. */
export function LicenceText({ component }: { component: Pick<BomComponent, "licenses" | "license_suggestions"> }) {
  if (component.licenses.length === 0) {
    return dash;
  }
  return (
    <span className="flex flex-col gap-0.5">
      {component.licenses.map((licence) => {
        const suggestion = component.license_suggestions.find((item) => item.original === licence)?.suggestion;
        return (
          <span key={licence}>
            {licence}
            {suggestion ? <span className={`block text-xs ${muted}`}>Probably {suggestion}</span> : null}
          </span>
        );
      })}
    </span>
  );
}

/** The vendor's name, linking to its Bills of materials tab. */
export function VendorBomLink({ vendorId, name }: { vendorId: string; name: string }) {
  return (
    <Link href={vendorBomHref(vendorId)} className={linkClass}>
      {name}
    </Link>
  );
}
