import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material";
import type { Me } from "@soracity/contracts";
import { useTranslation } from "react-i18next";

/** Profile card (PRODUCT.md §9: 300 px wide): name, e-mail, plan. */
export function ProfileDialog({ me, open, onClose }: { me: Me; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ["dashboard.name", me.name],
    ["dashboard.email", me.email],
    ["dashboard.plan", t(`dashboard.plan_${me.user_type}`)],
  ];
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <DialogTitle>{t("dashboard.profile")}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Typography variant="caption" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography sx={{ wordBreak: "break-all" }}>{value}</Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
