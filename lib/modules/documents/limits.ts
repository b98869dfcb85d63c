export * from "@/lib/contract/document-limits";
