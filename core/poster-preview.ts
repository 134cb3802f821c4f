/**
 * What a poster link's join screen says about its checkpoint. Two places write it: the join
 * screen (app/routes/register/poster-preview.tsx) and, before any script has loaded, the server's
 * first paint of the poster link (server/http/poster-paint.ts).
 */
export interface PosterPreviewData {
  name: string;
  eventName: string;
  questionCount: number;
  secondsPerQuestion: number;
}

export const POSTER_EYEBROW = "Join the ride";
export const POSTER_HEADING = "You scanned a checkpoint";

export function posterDetail(preview: PosterPreviewData): string {
  return `${preview.questionCount} questions, ${preview.secondsPerQuestion} seconds each`;
}

/**
 * The id of the `<script type="application/json">` in which the server hands the join screen the
 * preview it painted: `{ code, preview }`, preview null for an unknown code.
 */
export const POSTER_DATA_ID = "poster-preview-data";
