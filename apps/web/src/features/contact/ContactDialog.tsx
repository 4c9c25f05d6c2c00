import { useState } from "react";
import Close from "@mui/icons-material/Close";
import { Dialog, DialogContent, DialogTitle, IconButton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./ContactForm";
import { ThanksDialog } from "./ThanksDialog";

/**
 * Contact dialog (PRODUCT.md §4, §9: max width 800). The form mounts fresh on every opening, so it starts reset and
 * prefilled from the user's attributes.
 */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [thanks, setThanks] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        aria-labelledby="contact-dialog-title"
        slotProps={{ paper: { sx: { maxWidth: 800 } } }}
      >
        <DialogTitle id="contact-dialog-title" sx={{ pr: 6 }}>
          {t("contact.title")}
          <IconButton
            aria-label={t("common.close")}
            onClick={onClose}
            sx={{ position: "absolute", right: 8, top: 8 }}
          >
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("contact.lead")}
          </Typography>
          {open && (
            <ContactForm
              onSent={() => {
                onClose();
                setThanks(true);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <ThanksDialog open={thanks} onClose={() => setThanks(false)} />
    </>
  );
}
