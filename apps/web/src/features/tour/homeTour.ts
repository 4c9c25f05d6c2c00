import { driver, type DriveStep, type PopoverDOM } from "driver.js";
import "driver.js/dist/driver.css";
import type { TFunction } from "i18next";
import { markHomeTourSeen, setRunningTour, stopHomeTour } from "./tourState";
import "./tour.css";

type Side = "top" | "bottom" | "left" | "right";

/**
 * The steps of the home tour (PRODUCT.md §1), in page order: each points at a real part of the home page or the
 * header; texts under `tour.<key>_title` / `tour.<key>_body`. Steps whose target is missing or hidden (the
 * demo when the server has none, the news when switched off, the header's desktop buttons on a phone) are
 * left out when the tour starts.
 */
export const HOME_TOUR_STEPS: readonly { key: string; selector: string; side: Side }[] = [
  { key: "welcome", selector: "#home-banner", side: "bottom" },
  { key: "demo", selector: '[data-testid="try-demo"]', side: "bottom" },
  { key: "features", selector: "#features", side: "top" },
  { key: "coverage", selector: "#coverage", side: "top" },
  { key: "plans", selector: "#plans", side: "top" },
  { key: "news", selector: "#news", side: "top" },
  { key: "manual", selector: '[data-testid="header-manual"]', side: "bottom" },
  { key: "contact", selector: '[data-testid="header-contact"]', side: "bottom" },
  { key: "settings", selector: '[data-testid="settings-button"]', side: "bottom" },
  { key: "again", selector: '[data-testid="home-tour"]', side: "bottom" },
];

const shown = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

/** Adds the Skip button and translates the close button of a step's popover. */
function decorate(popover: PopoverDOM, t: TFunction, skip: () => void) {
  popover.closeButton.setAttribute("aria-label", t("tour.close"));
  const button = document.createElement("button");
  button.type = "button";
  button.className = "driver-popover-footer-btn soracity-tour-skip";
  button.dataset.testid = "tour-skip";
  button.textContent = t("tour.skip");
  button.addEventListener("click", skip);
  popover.footerButtons.prepend(button);
}

/**
 * Runs the home tour now (stopping one that runs) and remembers that this browser has seen it. Closing it by
 * Skip, ×, Escape, a click on the dim or Done ends it the same way.
 */
export function runHomeTour(t: TFunction): void {
  stopHomeTour();
  const steps: DriveStep[] = HOME_TOUR_STEPS.flatMap(({ key, selector, side }) => {
    const element = document.querySelector(selector);
    if (!shown(element)) return [];
    return [
      {
        element,
        popover: { title: t(`tour.${key}_title`), description: t(`tour.${key}_body`), side, align: "start" },
      },
    ];
  });
  if (steps.length === 0) return;
  const tour = driver({
    steps,
    showProgress: true,
    progressText: t("tour.progress", { current: "{{current}}", total: "{{total}}" }),
    nextBtnText: t("tour.next"),
    prevBtnText: t("tour.previous"),
    doneBtnText: t("tour.done"),
    popoverClass: "soracity-tour",
    stagePadding: 6,
    onPopoverRender: (popover) => decorate(popover, t, () => tour.destroy()),
    onDestroyed: () => setRunningTour(null),
  });
  markHomeTourSeen();
  setRunningTour(() => tour.destroy());
  tour.drive();
}
