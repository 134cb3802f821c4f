/**
 * GraphQL multipart request spec: files in `variables` are replaced by null in "operations" and
 * listed in "map" (`{ "0": ["variables.file"] }`), then appended under their map key.
 */
function extractFiles(variables: unknown): { clone: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isBlobLike(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`));
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${path}.${k}`)]));
    }
    return value;
  };
  return { clone: walk(variables, "variables"), files };
}

/** Blob or File, also from another realm or a fetch polyfill (Node test servers install one). */
function isBlobLike(value: unknown): value is Blob {
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  return (
    typeof value === "object" &&
    value !== null &&
    "arrayBuffer" in value &&
    typeof value.arrayBuffer === "function" &&
    "size" in value &&
    typeof value.size === "number" &&
    "type" in value &&
    typeof value.type === "string"
  );
}

function multipartBody(operation: Record<string, unknown>, files: Map<Blob, string[]>): FormData {
  const form = new FormData();
  form.append("operations", JSON.stringify(operation));
  const map: Record<string, string[]> = {};
  let i = 0;
  for (const paths of files.values()) map[String(i++)] = paths;
  form.append("map", JSON.stringify(map));
  i = 0;
  for (const file of files.keys()) {
    const name = "name" in file && typeof file.name === "string" ? file.name : "blob";
    form.append(String(i++), file, name);
  }
  return form;
}

/**
 * graphql-request's request middleware: when the variables hold files, its JSON body (where a file
 * would serialise as `{}`) is replaced by the multipart form; everything else passes unchanged.
 */
export function multipartRequest<T extends { body?: BodyInit | null; headers?: HeadersInit; variables?: unknown }>(request: T): T {
  const { clone, files } = extractFiles(request.variables);
  const operation = files.size && typeof request.body === "string" ? parseJsonObject(request.body) : null;
  if (!operation) return request;
  const headers = new Headers(request.headers);
  // fetch writes multipart/form-data with the boundary itself.
  headers.delete("content-type");
  return { ...request, headers, body: multipartBody({ ...operation, variables: clone }, files) };
}

/** The "operations" entry of a multipart request. */
export function operationOf(form: FormData): Record<string, unknown> | null {
  const operations = form.get("operations");
  return typeof operations === "string" ? parseJsonObject(operations) : null;
}

/** The same multipart request with another "operations" entry; map and files are reused as they are. */
export function withOperation(form: FormData, operation: Record<string, unknown>): FormData {
  const next = new FormData();
  next.append("operations", JSON.stringify(operation));
  for (const [key, value] of form.entries()) if (key !== "operations") next.append(key, value);
  return next;
}

/** A JSON text's top-level object, or null when it is not JSON or not an object (transport.ts reads answers with it too). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}
