import { Box, Typography } from "@mui/material";

/** Screenshot size the script writes (apps/e2e/src/support/manual-screenshots.ts). */
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;

/** A screenshot of the real screen in the interface language, with its numbered caption. */
export function ManualFigure({
  image,
  language,
  alt,
  caption,
}: {
  image: string;
  language: "ja" | "en";
  alt: string;
  caption: string;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={`/manual/${language}/${image}.png`}
        alt={alt}
        width={SCREENSHOT_SIZE.width}
        height={SCREENSHOT_SIZE.height}
        loading="lazy"
        data-testid="manual-image"
        sx={{
          display: "block",
          width: "100%",
          height: "auto",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
        }}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
    </Box>
  );
}
