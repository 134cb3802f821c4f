import type { DecodeRequest, DecodeResponse, FrameDecodeRequest } from "./decode-core.ts";
import type { FramePlan } from "./frame-geometry.ts";

export interface DecodeOutcome {
  result: { text: string } | null;
  /** Time jsQR took inside the worker. */
  workerMs: number;
}

export interface FrameDecoder {
  decode(image: ImageData, inverted: boolean): Promise<DecodeOutcome>;
  /** Hands a whole camera frame over (transferred, closed by the worker) to be cropped there. */
  decodeFrame(frame: VideoFrame, plan: FramePlan, inverted: boolean): Promise<DecodeOutcome>;
  dispose(): void;
}

function startDecodeWorker(): Worker {
  return new Worker(new URL("./decode-worker.ts", import.meta.url), { type: "module" });
}

/**
 * Main-thread side of the decode worker. The frame's buffer is transferred, so posting costs no
 * copy; the caller (the frame pump) keeps at most one frame in flight.
 */
export function createWorkerDecoder(worker: Worker = startDecodeWorker()): FrameDecoder {
  let nextId = 1;
  const pending = new Map<number, { resolve: (o: DecodeOutcome) => void; reject: (e: unknown) => void }>();
  const failAll = (error: unknown) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<DecodeResponse>) => {
    const p = pending.get(event.data.id);
    if (!p) return;
    pending.delete(event.data.id);
    if (event.data.error) p.reject(new Error(event.data.error));
    else p.resolve({ result: event.data.result, workerMs: event.data.ms });
  };
  const send = (id: number, message: DecodeRequest | FrameDecodeRequest, transfer: Transferable[]) =>
    new Promise<DecodeOutcome>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage(message, transfer);
    });
  worker.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`QR worker failed: ${event.message}`));
  };
  return {
    decode(image, inverted) {
      const id = nextId++;
      const buffer = image.data.buffer as ArrayBuffer;
      return send(id, { id, width: image.width, height: image.height, buffer, inverted }, [buffer]);
    },
    decodeFrame(frame, plan, inverted) {
      const id = nextId++;
      return send(id, { id, frame, plan, inverted }, [frame]);
    },
    dispose() {
      worker.terminate();
      failAll(new Error("QR worker stopped"));
    },
  };
}
