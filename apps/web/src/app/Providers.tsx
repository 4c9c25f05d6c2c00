import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { AppThemeProvider } from "../theme/AppThemeProvider";
import { queryClient } from "./queryClient";

/** Providers that do not depend on the router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: "bottom", horizontal: "center" }}>
          {children}
        </SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
