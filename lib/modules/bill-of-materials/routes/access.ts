import { anyCredential, recordWriters } from "@/lib/api/access-policy";

export const tags = ["Bill of materials"];
export const bomReaders = anyCredential;
/** Uploading and archiving BOMs, importing advisories: any key, or a dashboard user but a guest. */
export const bomWriters = recordWriters;
