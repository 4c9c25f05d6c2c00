import { useEffect } from "react";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { Box, Button, Container, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useLocation } from "react-router";
import { z } from "zod";
import { scrollToSection } from "../../components/scroll";
import { ManualFigure } from "../../features/manual/ManualFigure";
import { chapterSchema } from "../../features/manual/schema";
import { StepList } from "../../features/manual/StepList";
import { useManualText } from "../../features/manual/useManualText";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

const chaptersSchema = z.array(chapterSchema);

/** The usage guide (/manual): one chapter per screen, each with a screenshot of the real screen. */
export default function ManualPage() {
  const { text, structured, language } = useManualText();
  usePageTitle("manual:title");
  const to = useLocalePath();
  const { hash } = useLocation();
  const chapters = structured("chapters", chaptersSchema);
  useEffect(() => {
    if (hash.length > 1) scrollToSection(hash.slice(1));
  }, [hash]);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {text("title")}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
        {text("lead")}
      </Typography>
      <Button
        component={RouterLink}
        to={to("/manual/ifc")}
        variant="outlined"
        endIcon={<ArrowForward />}
        data-testid="manual-ifc-link"
      >
        {text("ifc_cta")}
      </Button>
      <Box component="nav" aria-labelledby="manual-toc" sx={{ my: 5 }}>
        <Typography id="manual-toc" variant="h3" component="h2" gutterBottom>
          {text("toc")}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0, columns: { sm: 2 } }}>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <Link component={RouterLink} to={{ hash: chapter.id }} underline="hover">
                {chapter.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Stack spacing={7}>
        {chapters.map((chapter, index) => (
          <Box component="section" key={chapter.id} id={chapter.id} aria-labelledby={`${chapter.id}-title`}>
            <Typography id={`${chapter.id}-title`} variant="h2" gutterBottom>
              {chapter.title}
            </Typography>
            <StepList steps={chapter.steps} />
            <ManualFigure
              image={chapter.image}
              language={language}
              alt={chapter.caption}
              caption={text("figure", { n: index + 1, caption: chapter.caption })}
            />
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
