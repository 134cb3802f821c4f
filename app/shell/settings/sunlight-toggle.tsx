import { useSunlight } from "./sunlight.ts";

export function SunlightToggle() {
  const [on, setOn] = useSunlight();
  return (
    <button type="button" className="icon-button" aria-pressed={on} onClick={() => setOn(!on)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4.5" fill={on ? "currentColor" : "none"} />
        <path d="M12 1.8v2.6M12 19.6v2.6M1.8 12h2.6M19.6 12h2.6M4.8 4.8l1.8 1.8M17.4 17.4l1.8 1.8M4.8 19.2l1.8-1.8M17.4 6.6l1.8-1.8" />
      </svg>
      <span>Sunlight</span>
    </button>
  );
}
