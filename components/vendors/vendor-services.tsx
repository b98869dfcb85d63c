"use client";

import { useState } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { lazyComponent } from "@/components/ui/lazy";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { formatCount } from "@/lib/web/format";
import { useServiceArchive } from "@/lib/web/hooks/vendor-service-archive";
import type { Service, Vendor } from "@/lib/web/hooks/vendors";
import { useOpenedOnce } from "@/lib/web/use-opened-once";

const ServiceDialog = lazyComponent(() => import("./service-dialog").then((module) => module.ServiceDialog));

const cell = "px-4 py-2.5 text-left align-top";
const dash = <span className="text-slate-500 dark:text-slate-400">—</span>;

/**
 * The vendor's services (they come with the vendor object), with create and edit dialogs. Archived
 * services are hidden unless "Show archived" is ticked, and can be restored from there.
 */
export function VendorServices({ vendor }: { vendor: Vendor }) {
  const [open, setOpen] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const archive = useServiceArchive(vendor.id);
  const { toast } = useToast();
  // null: a new service. Kept after closing, so the dialog doesn't change while it animates out.
  const [target, setTarget] = useState<Service | null>(null);
  const mounted = useOpenedOnce(open);
  const openFor = (service: Service | null) => {
    setTarget(service);
    setOpen(true);
  };
  const archivedCount = vendor.services.filter((service) => service.is_archived).length;
  const services = showArchived ? vendor.services : vendor.services.filter((service) => !service.is_archived);
  const setArchived = async (service: Service, archived: boolean) => {
    try {
      await archive.mutateAsync({ serviceId: service.id, archived });
      toast({
        title: archived ? "Service archived" : "Service restored",
        description: service.name,
        variant: "success",
      });
    } catch (error) {
      toast({
        title: archived ? "Could not archive" : "Could not restore",
        description: (error as Error).message,
        variant: "error",
      });
    }
  };

  return (
    <Card
      title="Services"
      description="What this vendor provides to you; each service can have its own owners and contact."
      actions={<Button onClick={() => openFor(null)}>Add service</Button>}
      flush
    >
      {archivedCount > 0 ? (
        <div className="border-b border-slate-200 px-4 py-2 dark:border-slate-800">
          <Checkbox
            label={`Show archived (${formatCount(archivedCount)})`}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
        </div>
      ) : null}
      {services.length === 0 && archivedCount > 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
          Every service of this vendor is archived. Tick “Show archived” to see or restore them.
        </p>
      ) : services.length === 0 ? (
        <EmptyState
          title="No services yet"
          description="Add the products or services you use from this vendor."
          action={
            <Button variant="secondary" onClick={() => openFor(null)}>
              Add the first service
            </Button>
          }
        />
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Services of {vendor.name}</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={`${cell} font-medium`}>
                  Name
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Tags
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Contact
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Created
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {services.map((service) => (
                <tr key={service.id}>
                  <td className={cell}>
                    <p className="font-medium text-slate-900 dark:text-slate-100">
                      {service.name} {service.is_archived ? <Badge>Archived</Badge> : null}
                    </p>
                    {service.description ? (
                      <p className="text-slate-600 dark:text-slate-400">{service.description}</p>
                    ) : null}
                  </td>
                  <td className={cell}>
                    {service.tags.length > 0 ? (
                      <span className="flex flex-wrap gap-1">
                        {service.tags.map((tag) => (
                          <Badge key={tag} variant="info">
                            {tag}
                          </Badge>
                        ))}
                      </span>
                    ) : (
                      dash
                    )}
                  </td>
                  <td className={cell}>{service.primary_contact?.email ?? dash}</td>
                  <td className={cell}>
                    <Time value={service.created_at} />
                  </td>
                  <td className={`${cell} text-right`}>
                    <span className="inline-flex gap-1">
                      <HistoryButton entityType="service" entityId={service.id} name={service.name} />
                      {service.is_archived ? null : (
                        <Button variant="secondary" size="sm" onClick={() => openFor(service)}>
                          Edit<span className="sr-only"> {service.name}</span>
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={archive.isPending}
                        onClick={() => void setArchived(service, !service.is_archived)}
                      >
                        {service.is_archived ? "Restore" : "Archive"}
                        <span className="sr-only"> {service.name}</span>
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mounted ? <ServiceDialog vendorId={vendor.id} service={target} open={open} onOpenChange={setOpen} /> : null}
    </Card>
  );
}
