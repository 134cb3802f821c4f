/** A rider on an open road at dusk, flat style: the landing's hero and the share image's motif. */
export function RiderIllustration({ title = "A rider on an open road" }: { title?: string }) {
  return (
    <svg viewBox="0 0 400 230" role="img" aria-label={title}>
      <rect width="400" height="230" className="illustration-sky" />
      <circle cx="310" cy="70" r="34" fill="#ffbf00" opacity="0.9" />
      <path d="M0 150 60 112l50 22 70-46 80 52 60-30 80 38v32H0z" fill="#8d949a" opacity="0.55" />
      <path d="M0 162 80 132l70 20 90-34 80 30 80-18v70H0z" fill="#555b62" opacity="0.7" />
      <rect y="168" width="400" height="62" fill="#22262a" />
      <path d="M0 196h50m30 0h50m30 0h50m30 0h50m30 0h50m30 0h50" stroke="#ffbf00" strokeWidth="5" strokeDasharray="0" />
      <path d="M36 150h48M20 160h52M44 140h30" stroke="#6c737a" strokeWidth="4" strokeLinecap="round" />
      <g transform="translate(120 92)">
        <circle cx="40" cy="72" r="24" fill="#0f1113" />
        <circle cx="40" cy="72" r="11" fill="#b9bdc1" />
        <circle cx="150" cy="72" r="24" fill="#0f1113" />
        <circle cx="150" cy="72" r="11" fill="#b9bdc1" />
        <path d="M40 72 78 44h52l20 28" stroke="#2e3338" strokeWidth="7" fill="none" strokeLinejoin="round" />
        <path d="M70 40c6-14 30-18 48-12l14 8-8 12H74z" fill="#ffbf00" />
        <path d="M60 42h22l-4 8H58z" fill="#0f1113" />
        <path d="M128 34l22 6 8 18-10 4-12-14z" fill="#2e3338" />
        <path d="M150 48l10-18" stroke="#2e3338" strokeWidth="5" strokeLinecap="round" />
        <path d="M96 44c-4-20 2-38 18-44l18 6c4 14-2 28-12 36z" className="illustration-ink" />
        <path d="M114 4l28 12-6 14-22-6z" className="illustration-ink" />
        <path d="M96 44l-16 20 8 6 22-18z" className="illustration-ink" />
        <circle cx="122" cy="-10" r="15" fill="#ffbf00" />
        <path d="M124 -14h16c2 6 0 10-4 12h-12z" fill="#0f1113" />
        <path d="M107 -10h10" stroke="#0f1113" strokeWidth="3" />
        <rect x="86" y="62" width="30" height="8" rx="4" fill="#6c737a" />
      </g>
    </svg>
  );
}
