/** The home hero: the strait, its bridge, a plane and a care badge, drawn for the site. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 380" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#effcfe" />
          <stop offset="1" stopColor="#d5f5fb" />
        </linearGradient>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3cc6e0" />
          <stop offset="1" stopColor="#138ea7" />
        </linearGradient>
      </defs>
      <rect x="8" y="8" width="464" height="364" rx="36" fill="url(#hero-sky)" />
      <circle cx="370" cy="96" r="38" fill="#fff" opacity="0.9" />
      <path d="M70 104c12-14 34-14 44-2 10-8 26-6 32 6" fill="none" stroke="#afeaf5" strokeWidth="6" strokeLinecap="round" />
      <g transform="translate(300 70) rotate(-12)">
        <path d="M0 10h46l14-10h8l-8 14H0z" fill="#0f7186" />
        <path d="M22 10l-8 14h8l14-14z" fill="#125c6d" />
      </g>
      <path d="M8 240c60-16 120-20 180-8v140H44a36 36 0 0 1-36-36z" fill="#76d9ec" opacity="0.55" />
      <path d="M300 236c60-12 118-10 172 4v96a36 36 0 0 1-36 36H300z" fill="#76d9ec" opacity="0.55" />
      <rect x="8" y="262" width="464" height="110" rx="0" fill="url(#hero-sea)" />
      <path d="M8 336a36 36 0 0 0 36 36h392a36 36 0 0 0 36-36v-74H8z" fill="url(#hero-sea)" />
      <path d="M40 262c40-92 360-92 400 0" fill="none" stroke="#134c5b" strokeWidth="5" />
      <path d="M120 262V150M360 262V150" stroke="#134c5b" strokeWidth="9" strokeLinecap="round" />
      <path d="M120 158c40 60 200 60 240 0" fill="none" stroke="#134c5b" strokeWidth="3" />
      <path
        d="M150 262v-78M180 262v-66M210 262v-60M240 262v-58M270 262v-60M300 262v-66M330 262v-78"
        stroke="#134c5b"
        strokeWidth="2"
        opacity="0.6"
      />
      <rect x="30" y="254" width="420" height="10" rx="5" fill="#134c5b" />
      <path
        d="M40 304c18-8 36-8 54 0s36 8 54 0 36-8 54 0 36 8 54 0 36-8 54 0 36 8 54 0 36-8 54 0"
        fill="none"
        stroke="#d5f5fb"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.8"
      />
      <path
        d="M70 336c18-8 36-8 54 0s36 8 54 0 36-8 54 0 36 8 54 0 36-8 54 0 36 8 54 0"
        fill="none"
        stroke="#d5f5fb"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.5"
      />
      <g transform="translate(48 150)">
        <rect width="92" height="92" rx="24" fill="#fff" />
        <rect x="36" y="20" width="20" height="52" rx="5" fill="#20bbd7" />
        <rect x="20" y="36" width="52" height="20" rx="5" fill="#20bbd7" />
      </g>
    </svg>
  );
}
