import { lazy, Suspense } from "react";
import type { TooltipProps } from "@mui/material";

const Tooltip = lazy(() => import("@mui/material/Tooltip"));

/**
 * MUI's Tooltip, loaded after the first paint: with its Popper and popper.js it is about 10 kB gzipped that
 * the landing page's header does not need to show. Until it is in, the child shows without it (and is mounted
 * again once, so hold on to it by a ref, not by an event's target).
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
