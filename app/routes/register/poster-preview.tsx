import { useQuery } from "@tanstack/react-query";
import { checkpointPreviewQueryOptions, replacedCodeMessage } from "#app/features/event/queries.ts";
import { formatCode } from "#core/checkpoint-code.ts";
import { posterDetail } from "#core/poster-preview.ts";

/**
 * The checkpoint a poster link named, so a first-timer knows where they are joining. Until the
 * answer arrives (the screen does not wait for it) the code stands in; an unknown or replaced code says so.
 */
export function PosterPreview({ code }: { code: string }) {
  const preview = useQuery(checkpointPreviewQueryOptions(code));
  if (preview.data) {
    return (
      <p className="poster-preview" data-testid="poster-preview">
        <strong>{preview.data.name}</strong> · {preview.data.eventName}
        <br />
        <span className="muted small">{posterDetail(preview.data)}</span>
      </p>
    );
  }
  const replaced = replacedCodeMessage(preview.error);
  if (replaced) return <p className="muted poster-preview">{replaced}</p>;
  if (preview.data === null) {
    return <p className="muted poster-preview">This poster's code is unknown — you can still join and scan another one.</p>;
  }
  return <p className="muted poster-preview">Checkpoint {formatCode(code)}</p>;
}
