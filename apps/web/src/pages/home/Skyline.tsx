import { styled } from "@mui/material/styles";

/** The scheme's colours as CSS variables of the drawing (the scheme switches by CSS, not by re-rendering). */
const Drawing = styled("svg")(({ theme }) => ({
  "--skyline-building": "#00897b",
  "--skyline-shadow": "#004d4033",
  "--skyline-rings": theme.vars.palette.secondary.main,
  ...theme.applyStyles("dark", { "--skyline-building": "#26a69a", "--skyline-shadow": "#00000066" }),
}));

const building = { fill: "var(--skyline-building)" };
const shadow = { fill: "var(--skyline-shadow)" };

/** Banner illustration: a city block, the sun and a shadow fan (inline SVG, no external image). */
export function Skyline() {
  return (
    <Drawing viewBox="0 0 480 320" width="100%" role="presentation" aria-hidden="true">
      <circle cx="400" cy="60" r="30" fill="#ffd54f" />
      <path d="M220 300 L40 300 L20 250 L200 250 Z" style={shadow} />
      <path d="M320 300 L150 300 L120 270 L300 270 Z" style={shadow} />
      <g style={building}>
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
      <g fill="none" strokeWidth="2" opacity="0.8" style={{ stroke: "var(--skyline-rings)" }}>
        <circle cx="360" cy="250" r="30" />
        <circle cx="360" cy="250" r="55" />
        <circle cx="360" cy="250" r="80" strokeDasharray="4 6" />
      </g>
      <line x1="0" y1="300" x2="480" y2="300" strokeWidth="3" style={{ stroke: "var(--skyline-building)" }} />
    </Drawing>
  );
}
