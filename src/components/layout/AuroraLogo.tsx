/** The Aurora emblem: an A whose crossbar is a sunrise arc, in a ring. public/favicon.svg is the same drawing. */
export function AuroraEmblem({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M11 29 20 10l9 19"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M13.5 23.5q6.5-4.5 13 0"
        fill="none"
        stroke="#f5a524"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Emblem and wordmark, as the header shows them. */
export function AuroraLogo() {
  return (
    <>
      <AuroraEmblem className="brand__emblem" />
      <span className="brand__words">
        <span className="brand__name">Aurora</span>
        <span className="brand__tag">Imprensa</span>
      </span>
    </>
  );
}
