/** Rosemary's mark: a sprig on a round badge. Drawn inline so it costs no request. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#2f6b4f" />
      <path d="M32 54V12" stroke="#e8f3ec" strokeWidth="3" strokeLinecap="round" />
      <g fill="#a7d7b8">
        <ellipse cx="25" cy="20" rx="7" ry="3" transform="rotate(-35 25 20)" />
        <ellipse cx="39" cy="24" rx="7" ry="3" transform="rotate(35 39 24)" />
        <ellipse cx="25" cy="30" rx="7" ry="3" transform="rotate(-35 25 30)" />
        <ellipse cx="39" cy="34" rx="7" ry="3" transform="rotate(35 39 34)" />
        <ellipse cx="25" cy="40" rx="7" ry="3" transform="rotate(-35 25 40)" />
        <ellipse cx="39" cy="44" rx="7" ry="3" transform="rotate(35 39 44)" />
      </g>
    </svg>
  )
}
