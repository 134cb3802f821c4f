/**
 * A strict, dependency-free check of the bank's pictures: well-formed XML, a root <svg> with a
 * viewBox and a <title>, only plain drawing elements, nothing that runs or fetches.
 */
const ALLOWED = new Set([
  "svg",
  "title",
  "desc",
  "g",
  "defs",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "use",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
]);
const NAME = /^[A-Za-z_][\w.:-]*$/;
const ATTR = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;

export interface SvgElement {
  name: string;
  attrs: Record<string, string>;
}

/** Returns the elements in document order; throws on malformed XML. */
export function parseSvgElements(text: string): SvgElement[] {
  const body = text.replace(/^\s*<\?xml[^?]*\?>/, "");
  const elements: SvgElement[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const m of body.matchAll(tag)) {
    assertText(body.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].startsWith("<!--")) continue;
    const [, closing, name = "", rawAttrs = "", selfClosing] = m;
    if (!NAME.test(name)) throw new Error(`bad element name <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? "nothing"}>`);
      continue;
    }
    if (stack.length === 0 && elements.length > 0) throw new Error("more than one root element");
    elements.push({ name, attrs: parseAttrs(rawAttrs, name) });
    if (!selfClosing) stack.push(name);
  }
  assertText(body.slice(last));
  if (stack.length > 0) throw new Error(`<${stack.at(-1)}> is never closed`);
  return elements;
}

function parseAttrs(raw: string, element: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  ATTR.lastIndex = 0;
  while (ATTR.lastIndex < raw.trimEnd().length) {
    const m = ATTR.exec(raw);
    if (!m?.[1] || !m[2]) throw new Error(`bad attributes on <${element}>`);
    if (m[1] in attrs) throw new Error(`attribute ${m[1]} repeated on <${element}>`);
    attrs[m[1]] = m[2].slice(1, -1);
  }
  return attrs;
}

function assertText(text: string): void {
  if (/[<>]/.test(text)) throw new Error(`stray markup in text: ${text.trim().slice(0, 40)}`);
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error("unescaped & in text");
}

/** Problems with one picture; empty when it is fit to ship. */
export function checkSvg(text: string): string[] {
  let elements: SvgElement[];
  try {
    elements = parseSvgElements(text);
  } catch (err) {
    return [`not well-formed: ${(err as Error).message}`];
  }
  const problems: string[] = [];
  const root = elements[0];
  if (root?.name !== "svg") problems.push("the root element is not <svg>");
  else {
    if (root.attrs.xmlns !== "http://www.w3.org/2000/svg") problems.push("<svg> lacks the SVG xmlns");
    if (!/^\s*-?[\d.]+[\s,]+-?[\d.]+[\s,]+[\d.]+[\s,]+[\d.]+\s*$/.test(root.attrs.viewBox ?? "")) problems.push("<svg> lacks a viewBox");
  }
  if (elements[1]?.name !== "title") problems.push("the first child is not a <title>");
  for (const el of elements) {
    if (!ALLOWED.has(el.name)) problems.push(`<${el.name}> is not allowed`);
    for (const [name, value] of Object.entries(el.attrs)) {
      if (/^on/i.test(name)) problems.push(`event handler ${name} on <${el.name}>`);
      if (/(^|:)href$/i.test(name) && !value.startsWith("#")) problems.push(`external reference ${value}`);
      if (/url\(\s*(?!#)/i.test(value)) problems.push(`external url() in ${name}`);
      if (/javascript:/i.test(value)) problems.push(`script URL in ${name}`);
    }
  }
  return problems;
}
