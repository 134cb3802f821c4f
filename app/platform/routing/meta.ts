import { SOCIAL_IMAGE } from "#app/platform/constants.ts";
import { PUBLIC_URL } from "#app/platform/env.ts";

const SITE_NAME = "MotoQuiz";
const SOCIAL_IMAGE_PATH = "/og-image.png";

export interface PageMetaInput {
  title: string;
  description: string;
}

/**
 * Title, description and the 1200×630 social image for a route's `meta` export. Share previews need
 * the image at an absolute address: PUBLIC_URL when set at build time, else the page's own origin
 * (at build time there is none: the server makes the built pages' address absolute per request,
 * server/http/social-image.ts).
 */
export function pageMeta({ title, description }: PageMetaInput) {
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const base = PUBLIC_URL || (typeof window === "undefined" ? "" : window.location.origin);
  const image = `${base}${SOCIAL_IMAGE_PATH}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: "MotoQuiz — a rider on an open road passing a checkpoint flag" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
