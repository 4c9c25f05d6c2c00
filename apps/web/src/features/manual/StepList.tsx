import { Box, Typography } from "@mui/material";

/** Numbered steps of a chapter or a guide. */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <Box component="ol" sx={{ pl: 3, my: 2, "& > li": { mb: 1.5 } }}>
      {steps.map((step) => (
        <Typography component="li" key={step} sx={{ lineHeight: 1.9 }}>
          {step}
        </Typography>
      ))}
    </Box>
  );
}
