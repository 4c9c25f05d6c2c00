import { useTheme } from "@mui/material";

/** Banner illustration: a city block, the sun and a shadow fan (inline SVG, no external image). */
export function Skyline() {
  const theme = useTheme();
  const building = theme.palette.mode === "dark" ? "#26a69a" : "#00897b";
  const shadow = theme.palette.mode === "dark" ? "#00000066" : "#004d4033";
  return (
    <svg viewBox="0 0 480 320" width="100%" role="presentation" aria-hidden="true">
      <circle cx="400" cy="60" r="30" fill="#ffd54f" />
      <path d="M220 300 L40 300 L20 250 L200 250 Z" fill={shadow} />
      <path d="M320 300 L150 300 L120 270 L300 270 Z" fill={shadow} />
      <g fill={building}>
        <rect x="200" y="110" width="60" height="190" rx="2" />
        <rect x="270" y="160" width="50" height="140" rx="2" />
        <rect x="330" y="200" width="70" height="100" rx="2" />
        <rect x="140" y="190" width="50" height="110" rx="2" />
      </g>
      <g fill="#e0f7fa" opacity="0.6">
        {[130, 160, 190, 220, 250].map((y) => (
          <rect key={y} x="212" y={y} width="36" height="8" />
        ))}
      </g>
      <g fill="none" stroke={theme.palette.secondary.main} strokeWidth="2" opacity="0.8">
        <circle cx="360" cy="250" r="30" />
        <circle cx="360" cy="250" r="55" />
        <circle cx="360" cy="250" r="80" strokeDasharray="4 6" />
      </g>
      <line x1="0" y1="300" x2="480" y2="300" stroke={building} strokeWidth="3" />
    </svg>
  );
}
