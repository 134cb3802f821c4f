import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { createScanner, type Scanner, type ScannerOptions, type ScannerStatus } from "./scanner.ts";
import type { ScannerError } from "./scanner-errors.ts";

export interface UseQrScannerOptions {
  onCode: (code: string, text: string) => void;
  onOther?: (text: string) => void;
  /** false keeps the camera off (e.g. while a scanned code is being checked); default true. */
  enabled?: boolean;
  engine?: ScannerOptions["engine"];
}

export interface QrScannerState {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: ScannerStatus;
  error: ScannerError | null;
  torch: { supported: boolean; on: boolean; toggle: () => void };
}

/**
 * The camera scanner for a component: starts when mounted (and enabled), stops the tracks when
 * unmounted, disabled or the page is hidden. Callbacks may change between renders without
 * restarting the camera.
 */
export function useQrScanner(options: UseQrScannerOptions): QrScannerState {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const scannerRef = useRef<Scanner | null>(null);
  const callbacks = useRef(options);
  callbacks.current = options;
  const [status, setStatus] = useState<ScannerStatus>("idle");
  const [error, setError] = useState<ScannerError | null>(null);
  const [torch, setTorchState] = useState({ supported: false, on: false });
  const enabled = options.enabled ?? true;
  const engine = options.engine;

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    setError(null);
    const scanner = createScanner({
      video,
      engine,
      onCode: (code, text) => callbacks.current.onCode(code, text),
      onOther: (text) => callbacks.current.onOther?.(text),
      onError: setError,
      onStatus: setStatus,
      onTorch: setTorchState,
    });
    scannerRef.current = scanner;
    void scanner.start();
    return () => {
      scanner.stop();
      scannerRef.current = null;
    };
  }, [enabled, engine]);

  const toggle = useCallback(() => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    scanner.setTorch(!scanner.torch.on).catch(() => {
      // Some drivers announce a torch and then refuse it: hide the toggle rather than fail.
      setTorchState({ supported: false, on: false });
    });
  }, []);

  return { videoRef, status, error, torch: { ...torch, toggle } };
}
