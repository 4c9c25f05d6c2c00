import { useSyncExternalStore } from "react";
import { Box } from "@mui/material";
import { LOADING_BAR, LoadingBarController } from "./loadingBar";

/** The app's single loading bar; navigation and the error page drive it. */
export const loadingBar = new LoadingBarController({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
});

/** 2 px bar at the top of the window: primary colour while loading, red on failure. */
export function LoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState);
  return (
    <Box
      data-testid="loading-bar"
      data-state={state.status}
      role="progressbar"
      aria-hidden={!state.visible}
      aria-valuenow={Math.round(state.progress)}
      aria-valuemin={0}
      aria-valuemax={100}
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        height: LOADING_BAR.heightPx,
        width: `${state.progress}%`,
        opacity: state.visible ? 1 : 0,
        bgcolor: state.status === "error" ? "error.main" : "secondary.main",
        transition: "width 0.1s linear, opacity 0.4s",
        pointerEvents: "none",
      }}
    />
  );
}
