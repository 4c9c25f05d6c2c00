import { Box, Link, Stack, Typography } from "@mui/material";
import type { NewsItem } from "@soracity/contracts";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../i18n/useLocale";
import { newsDate, newsExcerpt } from "./newsDate";

/** Posts as a dated list, newest first (as the API sends them); each title opens the post's page. */
export function NewsList({ items }: { items: NewsItem[] }) {
  const to = useLocalePath();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="news-list">
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid="news-item"
          sx={{ display: "flex", gap: 3, flexWrap: { xs: "wrap", sm: "nowrap" } }}
        >
          <Typography
            component="time"
            dateTime={item.published_at}
            color="text.secondary"
            sx={{ minWidth: 110, fontVariantNumeric: "tabular-nums" }}
          >
            {newsDate(item.published_at)}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={to(`/blog/detail-blog?id=${encodeURIComponent(item.id)}`)}
              underline="hover"
              sx={{ fontWeight: 700, wordBreak: "break-word" }}
              data-testid="news-title"
            >
              {item.title}
            </Link>
            <Typography color="text.secondary" variant="body2" sx={{ wordBreak: "break-word" }}>
              {newsExcerpt(item.body)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
