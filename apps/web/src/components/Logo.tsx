import { Box } from "@mui/material";

/** SoraCity mark: a sun over a skyline in a rounded teal tile. Pure SVG, no external asset. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sora-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#00acc1" />
          <stop offset="1" stopColor="#00796b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#sora-sky)" />
      <circle cx="44" cy="19" r="8" fill="#fff59d" />
      <path d="M9 54V36h8v18zm11 0V22h11v32zm14 0V30h8v24zm11 0V40h9v14z" fill="#ffffff" />
      <path d="M9 54h46" stroke="#004d40" strokeWidth="2" />
    </svg>
  );
}

/** Logo with the brand name beside the mark. */
export function Logo({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <LogoMark size={size} />
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: 0.5, color: "text.primary" }}
      >
        {name}
      </Box>
    </Box>
  );
}
