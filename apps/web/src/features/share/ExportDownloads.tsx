import { useState } from "react";
import Download from "@mui/icons-material/Download";
import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../i18n/useLocale";
import { ExportOptionsFields } from "./ExportOptionsFields";
import type { ExportLink, ExportOptions } from "./exportLinks";
import { exportHref } from "./exportLinks";

/**
 * Download links of a case's exports (from the case page or a share), with the PDF's paper, language and
 * scale and, for shadow cases, the hours threshold of GeoJSON and CSV; for a 天空率 run the points marked for
 * submission (`points`) whose charts the PDF and DXF print. The server names the files.
 */
export function ExportDownloads({
  links,
  shadow,
  points = null,
}: {
  links: ExportLink[];
  shadow: boolean;
  points?: readonly string[] | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [options, setOptions] = useState<ExportOptions>({
    paper: "a4",
    lang: locale,
    scale: 500,
    minHours: "",
  });
  if (links.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="export-downloads">
      <Typography variant="h6" component="h2">
        {t("shareLink.downloads")}
      </Typography>
      <ExportOptionsFields options={options} onChange={setOptions} shadow={shadow} />
      <Stack spacing={0.5}>
        {links.map((link) => (
          <Button
            key={link.format}
            component="a"
            href={exportHref(link, options, shadow, points)}
            download
            rel="nofollow"
            size="small"
            variant="outlined"
            startIcon={<Download />}
            data-testid={`export-${link.format}`}
            sx={{ justifyContent: "flex-start", textTransform: "none" }}
          >
            {t(`shareLink.format_${link.format}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
