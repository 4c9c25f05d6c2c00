/** Offset kept above a section when scrolling to it (PRODUCT.md §9: news scroll offset 100 px). */
export const SECTION_SCROLL_OFFSET_PX = 100;

/** Target scrollY for an element's top at `elementTop` (viewport px) with `scrollY` now, minus the offset. */
export function sectionScrollTop(
  elementTop: number,
  scrollY: number,
  offset = SECTION_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Smoothly scrolls to the element with `id`; returns false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: "smooth",
  });
  return true;
}
