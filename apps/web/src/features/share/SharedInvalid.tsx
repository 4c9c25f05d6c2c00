import LinkOff from "@mui/icons-material/LinkOff";
import { Button, Container, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";

/** A revoked, unknown or malformed share link: says so plainly, and leads home. */
export function SharedInvalid() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: "center" }} data-testid="share-invalid">
      <LinkOff color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t("shareLink.invalid_title")}
      </Typography>
      <Typography color="text.secondary">{t("shareLink.invalid_body")}</Typography>
      <Button component={RouterLink} to={to("/")} variant="contained" sx={{ mt: 3 }}>
        {t("error.back_home")}
      </Button>
    </Container>
  );
}
