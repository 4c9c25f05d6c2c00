import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "../../components/scroll";
import { useNewsPage } from "../../features/news/useNews";

/** Posts the home page's news section shows (the newest); the rest are on /blog. */
export const HOME_NEWS_COUNT = 5;

/** The newest published posts in the page's language (GET /api/news). */
export const useHomeNews = () => useNewsPage(1, HOME_NEWS_COUNT);

/**
 * Arriving at `/#news` (the header's News button on another page) scrolls before the posts are loaded, when
 * the page may still be too short to bring the section 100 px below the top; once they are shown, once more.
 */
export function useScrollToNewsWhenLoaded(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (loaded && hash === "#news") scrollToSection("news");
  }, [loaded, hash]);
}
