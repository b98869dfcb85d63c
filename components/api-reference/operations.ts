import { resolveParameter } from "./resolve-ref";
import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
} from "./types";

export interface OperationEntry {
  /** Unique, URL-safe anchor id. */
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** Path-level and operation-level parameters, `$ref`s resolved, the operation's winning on a clash. */
  parameters: ParameterObject[];
}

export interface TagGroup {
  tag: string;
  id: string;
  /** The group's page: /docs/{slug}. */
  slug: string;
  description?: string;
  operations: OperationEntry[];
}

const UNTAGGED = "Other";

function anchorId(raw: string, used: Set<string>): string {
  const base = raw.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "section";
  let id = base;
  for (let n = 2; used.has(id); n++) {
    id = `${base}-${n}`;
  }
  used.add(id);
  return id;
}

function mergeParameters(doc: OpenApiDocument, path: string, operation: OperationObject): ParameterObject[] {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...(doc.paths?.[path]?.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveParameter(raw, doc.components);
    if (parameter !== undefined) {
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

/**
 * Operations grouped by their first tag: declared `tags` order first, then order of appearance.
 * Paths keep document order; within a path, methods follow HTTP_METHODS order.
 */
export function groupOperations(doc: OpenApiDocument): TagGroup[] {
  const used = new Set<string>();
  const usedSlugs = new Set<string>();
  const groups = new Map<string, TagGroup>();
  const groupFor = (tag: string, description?: string): TagGroup => {
    let group = groups.get(tag);
    if (group === undefined) {
      const slug = anchorId(tag.toLowerCase(), usedSlugs);
      group = { tag, id: anchorId(`tag-${tag.toLowerCase()}`, used), slug, description, operations: [] };
      groups.set(tag, group);
    }
    return group;
  };
  for (const tag of doc.tags ?? []) {
    groupFor(tag.name, tag.description);
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation === undefined) {
        continue;
      }
      const id = anchorId(`op-${operation.operationId ?? `${method}-${path}`}`, used);
      const parameters = mergeParameters(doc, path, operation);
      groupFor(operation.tags?.[0] ?? UNTAGGED).operations.push({ id, method, path, operation, parameters });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** "1 endpoint", "12 endpoints". */
export function endpointCount(count: number): string {
  return count === 1 ? "1 endpoint" : `${count} endpoints`;
}

/** The page a group's operations are on, or one operation's place on it. */
export function referenceHref(group: TagGroup, entry?: OperationEntry): string {
  return entry === undefined ? `/docs/${group.slug}` : `/docs/${group.slug}#${entry.id}`;
}

/** Each group's and operation's anchor on the one-page reference of old, to its place now. */
export function movedAnchors(groups: TagGroup[]): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const group of groups) {
    targets[group.id] = referenceHref(group);
    for (const entry of group.operations) {
      targets[entry.id] = referenceHref(group, entry);
    }
  }
  return targets;
}

/** Whether the operation needs a credential: its own `security` wins over the document's. */
export function requiresAuth(doc: OpenApiDocument, operation: OperationObject): boolean {
  const requirements = operation.security ?? doc.security ?? [];
  return requirements.length > 0 && requirements.every((requirement) => Object.keys(requirement).length > 0);
}

/** Where the reference documents `method path`, or undefined when the document has no such operation. */
export function operationHref(groups: TagGroup[], method: HttpMethod, path: string): string | undefined {
  for (const group of groups) {
    const found = group.operations.find((entry) => entry.method === method && entry.path === path);
    if (found !== undefined) {
      return referenceHref(group, found);
    }
  }
  return undefined;
}
