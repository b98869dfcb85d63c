import { resolveRequestBody } from "./resolve-ref";
import { Description } from "./rich-text";
import { SchemaView } from "./schema-view";
import { inlineCode, mutedText } from "./styles";
import type { ComponentsObject, ReferenceObject, RequestBodyObject } from "./types";

/** The request body: whether it is required, its content types and each one's schema. */
export function RequestBody({
  body,
  components,
}: {
  body: RequestBodyObject | ReferenceObject;
  components: ComponentsObject | undefined;
}) {
  const resolved = resolveRequestBody(body, components);
  if (resolved === undefined) {
    return <p className={`text-sm ${mutedText}`}>Unresolved request body reference.</p>;
  }
  return (
    <div className="space-y-3">
      <Description text={resolved.description} className="text-sm" />
      {Object.entries(resolved.content ?? {}).map(([contentType, media]) => (
        <div key={contentType} className="space-y-2">
          <p className={`text-xs ${mutedText}`}>
            {resolved.required === true ? "Required" : "Optional"}, sent as{" "}
            <code className={inlineCode}>{contentType}</code>
          </p>
          {media.schema !== undefined && <SchemaView schema={media.schema} components={components} />}
        </div>
      ))}
    </div>
  );
}
