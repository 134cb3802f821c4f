/** A chequered checkpoint flag over the finish line: the end screen. */
export function CheckpointFlagIllustration({ title = "A checkpoint flag" }: { title?: string }) {
  const squares: [number, number][] = [];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 6; col++) if ((row + col) % 2 === 0) squares.push([col, row]);
  return (
    <svg viewBox="0 0 400 230" role="img" aria-label={title}>
      <rect width="400" height="230" className="illustration-sky" />
      <circle cx="80" cy="60" r="26" fill="#ffbf00" opacity="0.85" />
      <rect y="176" width="400" height="54" fill="#22262a" />
      <path d="M0 176h400" stroke="#ffbf00" strokeWidth="6" />
      <path d="M150 176V40" stroke="#2e3338" strokeWidth="8" strokeLinecap="round" />
      <g transform="translate(154 44)">
        <path d="M0 0c40-10 80 10 120 0s60-8 80 0v80c-20-8-40-10-80 0S40 70 0 80z" fill="#fff" stroke="#0f1113" strokeWidth="3" />
        <g clipPath="url(#flag-clip)">
          {squares.map(([col, row]) => (
            <rect key={`${col}-${row}`} x={col * 34} y={row * 20 - 4} width="34" height="20" fill="#0f1113" />
          ))}
        </g>
        <clipPath id="flag-clip">
          <path d="M0 0c40-10 80 10 120 0s60-8 80 0v80c-20-8-40-10-80 0S40 70 0 80z" />
        </clipPath>
      </g>
      <path d="M60 200h60M180 210h40M280 198h70" stroke="#555b62" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
