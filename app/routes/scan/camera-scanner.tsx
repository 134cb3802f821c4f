import "./scan.css";
import { useState } from "react";
import { useQrScanner } from "#app/platform/qr/use-qr-scanner.ts";
import { Button } from "#app/ui/button.tsx";
import { CAMERA_HELP } from "./camera-help.ts";

export interface CameraScannerProps {
  enabled: boolean;
  onCode: (code: string) => void;
  onOther: () => void;
  /** A message about the last scan (not a checkpoint, unknown code…), shown under the viewfinder. */
  message: string | null;
}

/** The rear camera in a square viewfinder, the torch where the track has one, and what to do when there is no camera. */
export function CameraScanner(props: CameraScannerProps) {
  // A new key mounts a fresh scanner: that is how "Try the camera again" asks once more.
  const [attempt, setAttempt] = useState(0);
  return <CameraView key={attempt} {...props} onRetry={() => setAttempt((a) => a + 1)} />;
}

function CameraView({ enabled, onCode, onOther, message, onRetry }: CameraScannerProps & { onRetry: () => void }) {
  const { videoRef, status, error, torch } = useQrScanner({
    onCode: (code) => onCode(code),
    onOther: () => onOther(),
    enabled,
  });
  const help = error ? CAMERA_HELP[error.kind] : null;
  const live = status === "scanning" && !error;

  return (
    <section className="camera" aria-labelledby="camera-title">
      <h2 id="camera-title" className="visually-hidden">
        Camera
      </h2>
      <div className="viewfinder" data-status={error ? "error" : status} hidden={help != null}>
        <video ref={videoRef} className="viewfinder__video" playsInline muted tabIndex={-1} aria-label="Camera view" />
        {!live ? (
          <p className="viewfinder__hint">
            {help ? help.title : status === "starting" ? "Starting the camera…" : "Point your camera at the QR code on the poster."}
          </p>
        ) : (
          <p className="viewfinder__hint viewfinder__hint--live">Hold the QR code inside the frame</p>
        )}
      </div>
      <p className="scan-status" role="status">
        {live ? "Camera on — looking for a QR code." : ""}
      </p>
      {message ? (
        <p className="scan-message" role="alert">
          <span aria-hidden="true">✗</span> {message}
        </p>
      ) : null}
      {help ? (
        <div className="camera-help" role="note">
          <p className="camera-help__title">{help.title}</p>
          <ul>
            {help.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          {error?.kind === "other" || error?.kind === "denied" ? (
            <Button variant="secondary" onClick={onRetry}>
              Try the camera again
            </Button>
          ) : null}
        </div>
      ) : null}
      {torch.supported ? (
        <Button variant="secondary" block aria-pressed={torch.on} onClick={torch.toggle}>
          {torch.on ? "Torch off" : "Torch on"}
        </Button>
      ) : null}
    </section>
  );
}
