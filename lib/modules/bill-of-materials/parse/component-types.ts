import type { ComponentType } from "./types";

/** Every component type of 02's component object, "other" last. */
export const componentTypes = [
  "application",
  "library",
  "framework",
  "container",
  "operating-system",
  "device",
  "firmware",
  "file",
  "machine-learning-model",
  "data",
  "other",
] as const satisfies readonly ComponentType[];

const COMPONENT_TYPES: readonly ComponentType[] = componentTypes.filter((type) => type !== "other");

/** CycloneDX types kept as they are; "platform", "device-driver" and "cryptographic-asset" are "other". */
export function cyclonedxComponentType(type: unknown): ComponentType {
  return COMPONENT_TYPES.find((known) => known === type) ?? "other";
}

/** SPDX 2 primaryPackagePurpose (APPLICATION, OPERATING-SYSTEM, …); SOURCE, ARCHIVE, INSTALL are "other". */
export function spdx2ComponentType(purpose: unknown): ComponentType {
  const type = typeof purpose === "string" ? purpose.toLowerCase().replaceAll("_", "-") : null;
  return COMPONENT_TYPES.find((known) => known === type) ?? "other";
}

const SPDX3_PURPOSES: Record<string, ComponentType> = {
  application: "application",
  executable: "application",
  library: "library",
  module: "library",
  framework: "framework",
  container: "container",
  operatingSystem: "operating-system",
  device: "device",
  firmware: "firmware",
  file: "file",
  model: "machine-learning-model",
  data: "data",
};

/** SPDX 3 software_primaryPurpose (camelCase: operatingSystem, deviceDriver, …). */
export function spdx3ComponentType(purpose: unknown): ComponentType {
  return (typeof purpose === "string" && Object.hasOwn(SPDX3_PURPOSES, purpose) && SPDX3_PURPOSES[purpose]) || "other";
}
