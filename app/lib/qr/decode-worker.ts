import { type DecodeRequest, type DecodeResponse, handleDecodeRequest } from "./decode-core.ts";

// A module worker, started by worker-decoder.ts. The project's lib is DOM (not WebWorker, which
// clashes with it), so the worker scope is typed by hand.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeResponse): void;
};

scope.onmessage = (event) => {
  scope.postMessage(handleDecodeRequest(event.data, () => performance.now()));
};
