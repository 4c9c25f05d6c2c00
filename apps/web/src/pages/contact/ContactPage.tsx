import { useState } from "react";
import { Container, Grid, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ContactForm } from "../../features/contact/ContactForm";
import { ThanksDialog } from "../../features/contact/ThanksDialog";
import { usePageTitle } from "../../hooks/usePageTitle";
import { LocationCard } from "./LocationCard";

/** /contact and /contact/with-map: the dialog's form on a page, optionally beside the office card. */
export default function ContactPage({ withMap = false }: { withMap?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(withMap ? "titles.contact_map" : "titles.contact");
  const [thanks, setThanks] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {t("contact.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t("contact.lead")}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: withMap ? 7 : 12 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 800 }}>
            <ContactForm
              key={formKey}
              onSent={() => {
                setFormKey((key) => key + 1);
                setThanks(true);
              }}
            />
          </Paper>
        </Grid>
        {withMap && (
          <Grid size={{ xs: 12, md: 5 }}>
            <LocationCard />
          </Grid>
        )}
      </Grid>
      <ThanksDialog open={thanks} onClose={() => setThanks(false)} />
    </Container>
  );
}

export function ContactWithMapPage() {
  return <ContactPage withMap />;
}
