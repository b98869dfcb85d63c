export * from "@/lib/contract/export-limits";
