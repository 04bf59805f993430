/** The brand image of the sign-in screen: an inline illustration (no external asset, no product name). */
export function WelcomeArt() {
  return (
    <svg width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="Shop illustration">
      <rect x="20" y="40" width="280" height="170" rx="16" fill="#1f2b52" />
      <rect x="40" y="60" width="110" height="70" rx="10" fill="#2447c6" />
      <rect x="170" y="60" width="110" height="30" rx="8" fill="#3b5bdb" />
      <rect x="170" y="100" width="80" height="30" rx="8" fill="#4c6ef5" />
      <rect x="40" y="145" width="240" height="14" rx="7" fill="#36406b" />
      <rect x="40" y="170" width="170" height="14" rx="7" fill="#36406b" />
      <circle cx="260" cy="40" r="26" fill="#f59f00" />
      <path d="M250 40l7 7 13-14" stroke="#111a33" strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
