import { anyCredential, recordWriters } from "@/lib/api/access-policy";

export const tags = ["Contract records"];

/** Reading contracts: any credential of the organization (the change log's readers too). */
export const contractReaders = anyCredential;

/** Creating and changing contracts: any ak_ key, or a dashboard user other than a guest (guests read only). */
export const contractWriters = recordWriters;
