/** A checkpoint poster with its QR code, and a phone scanning it: the rules and scan screens. */
export function PosterIllustration({ title = "A phone scanning a checkpoint poster" }: { title?: string }) {
  const cells = [
    [0, 0],
    [1, 0],
    [2, 0],
    [4, 0],
    [6, 0],
    [7, 0],
    [8, 0],
    [0, 1],
    [2, 1],
    [5, 1],
    [6, 1],
    [8, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 2],
    [6, 2],
    [7, 2],
    [8, 2],
    [3, 3],
    [5, 3],
    [7, 3],
    [0, 4],
    [2, 4],
    [3, 4],
    [4, 4],
    [6, 4],
    [8, 4],
    [4, 5],
    [5, 5],
    [7, 5],
    [0, 6],
    [1, 6],
    [2, 6],
    [5, 6],
    [6, 6],
    [8, 6],
    [0, 7],
    [2, 7],
    [4, 7],
    [7, 7],
    [0, 8],
    [1, 8],
    [2, 8],
    [4, 8],
    [5, 8],
    [6, 8],
    [8, 8],
  ];
  return (
    <svg viewBox="0 0 400 230" role="img" aria-label={title}>
      <rect width="400" height="230" className="illustration-sky" />
      <rect y="196" width="400" height="34" fill="#6c737a" opacity="0.5" />
      <path d="M120 196V150M196 196V150" stroke="#2e3338" strokeWidth="6" />
      <rect x="96" y="22" width="124" height="150" rx="6" fill="#fff" stroke="#0f1113" strokeWidth="3" />
      <rect x="96" y="22" width="124" height="30" rx="6" fill="#ffbf00" stroke="#0f1113" strokeWidth="3" />
      <path d="M110 38h60" stroke="#0f1113" strokeWidth="6" strokeLinecap="round" />
      <g transform="translate(122 62)">
        {cells.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={(x ?? 0) * 8} y={(y ?? 0) * 8} width="8" height="8" fill="#0f1113" />
        ))}
      </g>
      <path d="M116 150h84M124 160h68" stroke="#555b62" strokeWidth="5" strokeLinecap="round" />
      <g transform="translate(262 60) rotate(-8)">
        <rect width="74" height="136" rx="12" fill="#181b1e" />
        <rect x="6" y="12" width="62" height="104" rx="4" fill="#2e3338" />
        <path d="M16 26v-8h8M58 26v-8h-8M16 96v8h8M58 96v8h-8" stroke="#ffbf00" strokeWidth="3" fill="none" />
        <path d="M14 62h46" stroke="#ffbf00" strokeWidth="2" opacity="0.8" />
        <circle cx="37" cy="126" r="5" fill="#555b62" />
      </g>
      <path d="M236 96l22 4M236 112l22-2" stroke="#ffbf00" strokeWidth="3" strokeLinecap="round" strokeDasharray="4 6" />
    </svg>
  );
}
