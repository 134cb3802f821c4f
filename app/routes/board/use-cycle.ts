import { useEffect, useState } from "react";

/** 0, 1, …, count − 1, 0, … one step per `ms`; stays 0 when there is one view. */
export function useCycle(count: number, ms: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    // A new set of views (the podium arrived, a page more) starts again from the first.
    setStep(0);
    if (count <= 1) return;
    const timer = setInterval(() => setStep((s) => s + 1), ms);
    return () => clearInterval(timer);
  }, [count, ms]);
  return count <= 1 ? 0 : step % count;
}
