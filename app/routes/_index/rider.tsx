import riderUrl from "./rider.svg?no-inline";

/**
 * A rider on an open road at dusk, flat style: the landing's hero and the share image's motif.
 * A static image rather than inline SVG: the landing is prerendered, so the picture shows before
 * any script runs, and its 2 KB stay out of the first page's JavaScript budget. Its colours follow
 * the dark theme through a media query inside the file.
 */
export function RiderIllustration({ title = "A rider on an open road" }: { title?: string }) {
  return <img src={riderUrl} alt={title} width={400} height={230} decoding="async" />;
}
