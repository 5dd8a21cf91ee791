/** The programme logo: a ballot box with a ballot going in (same drawing as public/logo.svg). */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label="Small Donor Elections logo"
    >
      <circle cx="32" cy="32" r="30" fill="#1c4e80" />
      <rect x="16" y="30" width="32" height="20" rx="3" fill="#ffffff" />
      <rect x="26" y="12" width="12" height="22" rx="2" fill="#f2b134" />
      <rect x="22" y="29" width="20" height="3" fill="#1c4e80" />
    </svg>
  );
}
