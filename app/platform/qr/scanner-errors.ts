import { codeFromScan } from "#core/checkpoint-code.ts";

export type ScannerErrorKind = "denied" | "no-camera" | "insecure" | "other";

export interface ScannerError {
  kind: ScannerErrorKind;
  /** The browser's error name (e.g. "NotReadableError"), for logs; never shown as is. */
  name: string;
  message: string;
}

/**
 * Maps what getUserMedia throws onto the four things the /scan page explains. A camera held by
 * another app (NotReadableError) is "other": retrying may help, allowing the camera does not.
 */
export function classifyCameraError(error: unknown, secureContext: boolean): ScannerError {
  const name = error instanceof Error || isNamed(error) ? error.name : "Error";
  const message = error instanceof Error ? error.message : String(error);
  if (!secureContext) return { kind: "insecure", name, message };
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return { kind: "denied", name, message };
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
    case "ConstraintNotSatisfiedError":
      return { kind: "no-camera", name, message };
    default:
      return { kind: "other", name, message };
  }
}

function isNamed(value: unknown): value is { name: string } {
  return typeof value === "object" && value !== null && "name" in value && typeof value.name === "string";
}

/** Checks that need no permission prompt: why a camera cannot even be asked for. */
export function preflightError(env: { isSecureContext: boolean; hasGetUserMedia: boolean }): ScannerError | null {
  if (!env.isSecureContext) return { kind: "insecure", name: "InsecureContext", message: "The camera needs HTTPS" };
  if (!env.hasGetUserMedia) return { kind: "no-camera", name: "NoMediaDevices", message: "This browser offers no camera" };
  return null;
}

export type ScanInterpretation = { kind: "code"; code: string; text: string } | { kind: "other"; text: string };

/** A checkpoint URL (`https://<any host>/scan?code=…`) or a bare code is a code; anything else is not. */
export function interpretScan(text: string): ScanInterpretation {
  const code = codeFromScan(text);
  return code ? { kind: "code", code, text } : { kind: "other", text };
}

/**
 * The camera sees the same QR many times a second: report a text once, and again only after it
 * has been out of view for `windowMs`, so a page message does not flicker or a handler run twice.
 */
export function createRepeatFilter(windowMs: number) {
  const lastSeen = new Map<string, number>();
  return (text: string, now: number): boolean => {
    const last = lastSeen.get(text);
    lastSeen.set(text, now);
    return last === undefined || now - last > windowMs;
  };
}
