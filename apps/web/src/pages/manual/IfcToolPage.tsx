import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router";
import { isIfcTool, toolGuideSchema } from "../../features/manual/schema";
import { StepList } from "../../features/manual/StepList";
import { useManualText } from "../../features/manual/useManualText";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { IfcReads } from "./IfcGuidesPage";

/** /manual/ifc/:tool: exporting IFC from one CAD tool (the route's loader lets only known tools through). */
export default function IfcToolPage() {
  const { tool } = useParams();
  const { text, structured } = useManualText();
  const to = useLocalePath();
  const known = isIfcTool(tool);
  usePageTitle(known ? `manual:ifc.tools.${tool}.name` : "manual:ifc.title");
  if (!known) return null;
  const guide = structured(`ifc.tools.${tool}`, toolGuideSchema);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Button component={RouterLink} to={to("/manual/ifc")} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {text("ifc.title")}
      </Button>
      <Typography variant="h1" gutterBottom>
        {guide.name}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
        {guide.versions}
      </Typography>
      <Stack spacing={5}>
        <Box component="section" aria-labelledby="tool-steps">
          <Typography id="tool-steps" variant="h2" gutterBottom>
            {guide.steps_title}
          </Typography>
          <StepList steps={guide.steps} />
          <Typography sx={{ lineHeight: 1.9 }}>{guide.units}</Typography>
        </Box>
        <Box component="section" aria-labelledby="tool-georef">
          <Typography id="tool-georef" variant="h2" gutterBottom>
            {guide.georef_title}
          </Typography>
          <Typography sx={{ lineHeight: 1.9 }}>{guide.georef}</Typography>
        </Box>
        <IfcReads />
      </Stack>
    </Container>
  );
}
