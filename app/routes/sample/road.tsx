/** A road running to the horizon between checkpoints: the practice round and empty states. */
export function RoadIllustration({ title = "A road to the horizon" }: { title?: string }) {
  return (
    <svg viewBox="0 0 400 230" role="img" aria-label={title}>
      <rect width="400" height="230" className="illustration-sky" />
      <path d="M0 110 70 80l60 18 80-40 90 44 100-30v68H0z" fill="#8d949a" opacity="0.5" />
      <rect y="118" width="400" height="112" fill="#6c737a" opacity="0.45" />
      <path d="M186 118h28l150 112H36z" fill="#22262a" />
      <path d="M198 126h4l2 12h-8zM195 150h10l3 22h-16zM190 188h20l5 42h-30z" fill="#ffbf00" />
      <path d="M186 118 36 230M214 118l150 112" stroke="#d9dbdc" strokeWidth="3" />
      <g transform="translate(300 96)">
        <path d="M0 0v60" stroke="#2e3338" strokeWidth="4" />
        <path d="M2 2h34l-8 10 8 10H2z" fill="#ffbf00" stroke="#0f1113" strokeWidth="2" />
      </g>
      <g transform="translate(84 100)">
        <path d="M0 0v44" stroke="#2e3338" strokeWidth="3" />
        <path d="M2 2h22l-5 7 5 7H2z" fill="#ffbf00" stroke="#0f1113" strokeWidth="2" />
      </g>
    </svg>
  );
}
