// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { type QrScannerState, useQrScanner } from "./use-qr-scanner.ts";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  Reflect.deleteProperty(window, "isSecureContext");
});

const seen: QrScannerState[] = [];

function Probe({ enabled }: { enabled: boolean }) {
  const state = useQrScanner({ onCode: () => {}, enabled });
  seen.push(state);
  return (
    <video ref={state.videoRef}>
      <track kind="captions" />
    </video>
  );
}

async function renderScanner(enabled = true) {
  seen.length = 0;
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<Probe enabled={enabled} />));
  await act(async () => {}); // let start() settle
  return { last: () => seen.at(-1) as QrScannerState, unmount: () => act(() => root.unmount()), container };
}

it("reports an insecure page (plain http on a LAN address) before asking for the camera", async () => {
  Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
  const view = await renderScanner();
  expect(view.last().status).toBe("error");
  expect(view.last().error?.kind).toBe("insecure");
  expect(view.last().torch.supported).toBe(false);
  view.unmount();
});

it("reports no camera when the browser has no mediaDevices", async () => {
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  expect(navigator.mediaDevices?.getUserMedia).toBeUndefined();
  const view = await renderScanner();
  expect(view.last().error?.kind).toBe("no-camera");
  expect(view.container.querySelector("video")?.srcObject ?? null).toBeNull();
  view.unmount();
});

it("stays idle while disabled", async () => {
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  const view = await renderScanner(false);
  expect(view.last().status).toBe("idle");
  expect(view.last().error).toBeNull();
  view.unmount();
});
