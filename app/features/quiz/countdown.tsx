import "./countdown.css";
import { useEffect, useRef, useState } from "react";
import { NEARLY_UP_MS } from "./alerts.ts";

export interface CountdownProps {
  /** When the time runs out, on this phone's clock. */
  deadline: number;
  totalMs: number;
  /** false freezes the display (answer locked or revealed). */
  running: boolean;
  onExpire?: () => void;
  /** Once per deadline, when the running clock reaches 5 s left (or shows less on arrival). */
  onNearlyUp?: () => void;
  /** The deadline as the server stated it: kept on the element so a resume can be checked. */
  serverDeadline?: string;
}

const TICK_MS = 100;

/**
 * The countdown bar and seconds left. Ticks every 100 ms; the bar's easing comes from CSS and stops
 * under reduced motion (it then moves in plain steps). Screen readers get the seconds only when
 * asked (role="timer" is not live), so the question is not drowned out; the one thing said
 * unasked is that time is nearly up, once, when the countdown takes on its warning look.
 */
export function Countdown({ deadline, totalMs, running, onExpire, onNearlyUp, serverDeadline }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  // What the polite live region says once time is nearly up: the seconds left when it began.
  const [warning, setWarning] = useState<{ deadline: number; text: string } | null>(null);
  // The deadline that has already fired: one expiry and one warning per deadline, however often the effect runs.
  const expiredFor = useRef<number | null>(null);
  const warnedFor = useRef<number | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const onNearlyUpRef = useRef(onNearlyUp);
  onNearlyUpRef.current = onNearlyUp;

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t < deadline && deadline - t <= NEARLY_UP_MS && warnedFor.current !== deadline) {
        warnedFor.current = deadline;
        setWarning({ deadline, text: `${Math.ceil((deadline - t) / 1000)} seconds left` });
        onNearlyUpRef.current?.();
      }
      if (t >= deadline && expiredFor.current !== deadline) {
        expiredFor.current = deadline;
        onExpireRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, running]);

  const left = Math.max(0, deadline - now);
  const fraction = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const seconds = Math.ceil(left / 1000);
  const urgent = left <= NEARLY_UP_MS;
  return (
    <div className="countdown" data-urgent={urgent || undefined} data-deadline={serverDeadline}>
      <div className="countdown__track" aria-hidden="true">
        <div className="countdown__fill" style={{ transform: `scaleX(${fraction})` }} />
      </div>
      <p className="countdown__seconds" role="timer" aria-label={`${seconds} seconds left`}>
        <span className="countdown__number">{seconds}</span> s
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="nearly-up">
        {running && left > 0 && warning?.deadline === deadline ? warning.text : ""}
      </p>
    </div>
  );
}
