/**
 * GraphQL multipart request spec: files in `variables` are replaced by null in "operations" and
 * listed in "map" (`{ "0": ["variables.file"] }`), then appended under their map key.
 */
export function extractFiles(variables: unknown): { clone: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (typeof Blob !== "undefined" && value instanceof Blob) {
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

export function multipartBody(operation: Record<string, unknown>, files: Map<Blob, string[]>): FormData {
  const form = new FormData();
  form.append("operations", JSON.stringify(operation));
  const map: Record<string, string[]> = {};
  let i = 0;
  for (const paths of files.values()) map[String(i++)] = paths;
  form.append("map", JSON.stringify(map));
  i = 0;
  for (const file of files.keys()) {
    const name = typeof File !== "undefined" && file instanceof File ? file.name : "blob";
    form.append(String(i++), file, name);
  }
  return form;
}
