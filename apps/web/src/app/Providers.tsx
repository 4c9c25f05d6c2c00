import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { ThemeModeProvider } from "../theme/ThemeModeProvider";
import { queryClient } from "./queryClient";

/** Providers that do not depend on the router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: "bottom", horizontal: "center" }}>
          {children}
        </SnackbarProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
