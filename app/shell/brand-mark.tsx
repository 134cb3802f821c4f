/** The MotoQuiz mark: a checkpoint flag on a road sign disc. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#ffbf00" stroke="#0f1113" strokeWidth="2" />
      <path d="M14 31V9" stroke="#0f1113" strokeWidth="3" strokeLinecap="round" />
      <path d="M15 10h14l-3 5 3 5H15z" fill="#0f1113" />
      <path d="M18 10h3.5v3.3H18zM25 10h3.5l-2 3.3H25zM21.5 13.3H25v3.4h-3.5zM18 16.7h3.5V20H18zM25 16.7h1.5l2 3.3H25z" fill="#fff" />
    </svg>
  );
}
