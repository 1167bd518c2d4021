/** The shell's line icons, drawn inline (no icon font, nothing to download). */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
} as const;

export const HeartIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M12 20s-7-4.4-9-8.8C1.6 8 3.4 4.5 6.8 4.5c2.2 0 3.6 1.3 5.2 3.1 1.6-1.8 3-3.1 5.2-3.1 3.4 0 5.2 3.5 3.8 6.7C19 15.6 12 20 12 20z" />
  </svg>
);

export const BagIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M5 8h14l-1.2 12H6.2zM9 8V6a3 3 0 016 0v2" strokeLinejoin="round" />
  </svg>
);

export const UserIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.2-6 8-6s6.8 2 8 6" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5L21 21" />
  </svg>
);
