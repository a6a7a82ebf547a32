import { PRODUCT_NAME } from '../../config/product';

/** The network mark: a post radiating to three rings of influence. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#8b7bff" />
          <stop offset="1" stopColor="#2fd4f0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="#11162a" />
      <g stroke="url(#logo-gradient)" strokeWidth="1.6" strokeLinecap="round" fill="none">
        <path d="M16 16 9 9M16 16l8-5M16 16l-2 9M16 16l8 6" />
      </g>
      <circle cx="16" cy="16" r="4" fill="url(#logo-gradient)" />
      <circle cx="9" cy="9" r="2.2" fill="#8b7bff" />
      <circle cx="24" cy="11" r="2.2" fill="#2fd4f0" />
      <circle cx="14" cy="25" r="2.2" fill="#a996ff" />
      <circle cx="24" cy="22" r="2.2" fill="#5fe0f5" />
    </svg>
  );
}

export function LogoWordmark() {
  return (
    <>
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </>
  );
}
