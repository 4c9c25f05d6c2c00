import { useNewsPage } from "../../features/news/useNews";

/** Posts the home page's news section shows (the newest); the rest are on /blog. */
export const HOME_NEWS_COUNT = 5;

/** The newest published posts in the page's language (GET /api/news). */
export const useHomeNews = () => useNewsPage(1, HOME_NEWS_COUNT);
