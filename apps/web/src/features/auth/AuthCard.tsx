import type { ReactNode } from "react";
import { Box, Container, Paper, Typography } from "@mui/material";

/** Centered card framing the login and register forms. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
        <Box>{children}</Box>
      </Paper>
    </Container>
  );
}
