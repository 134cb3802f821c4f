import { type DecodeRequest, type DecodeResponse, decodePixels, type FrameDecodeRequest, handleDecodeRequest } from "./decode-core.ts";

// A module worker, started by worker-decoder.ts. The project's lib is DOM (not WebWorker, which
// clashes with it), so the worker scope is typed by hand.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest | FrameDecodeRequest>) => void) | null;
  postMessage(message: DecodeResponse): void;
};

let ctx: OffscreenCanvasRenderingContext2D | null = null;

function pixelsOf(request: FrameDecodeRequest): ImageData {
  const { plan, frame } = request;
  try {
    ctx ??= new OffscreenCanvas(plan.width, plan.height).getContext("2d", { willReadFrequently: true, alpha: false });
    if (!ctx) throw new Error("2D OffscreenCanvas is not available in the worker");
    const canvas = ctx.canvas;
    if (canvas.width !== plan.width) canvas.width = plan.width;
    if (canvas.height !== plan.height) canvas.height = plan.height;
    const { x, y, width, height } = plan.source;
    ctx.drawImage(frame, x, y, width, height, 0, 0, plan.width, plan.height);
    return ctx.getImageData(0, 0, plan.width, plan.height);
  } finally {
    // A VideoFrame holds a camera buffer: close it at once or the camera stalls.
    frame.close();
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  if (!("frame" in request)) {
    scope.postMessage(handleDecodeRequest(request, () => performance.now()));
    return;
  }
  const started = performance.now();
  try {
    const image = pixelsOf(request);
    const result = decodePixels(image.data, image.width, image.height, request.inverted);
    scope.postMessage({ id: request.id, result, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id: request.id, result: null, ms: 0, error: String(error) });
  }
};
