import { Box, Card, CardActionArea, CardContent, Container, Grid, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { z } from "zod";
import { IFC_TOOLS, toolGuideSchema } from "../../features/manual/schema";
import { StepList } from "../../features/manual/StepList";
import { useManualText } from "../../features/manual/useManualText";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";

const listSchema = z.array(z.string());

/** What SoraCity reads from IFC (true to packages/citymodel's IFC reader), shared by the guide pages. */
export function IfcReads() {
  const { text, structured } = useManualText();
  return (
    <Box component="section" aria-labelledby="ifc-reads" data-testid="ifc-reads">
      <Typography id="ifc-reads" variant="h2" gutterBottom>
        {text("ifc.reads_title")}
      </Typography>
      <Box component="ul" sx={{ pl: 3, "& > li": { mb: 1.5 } }}>
        {structured("ifc.reads", listSchema).map((item) => (
          <Typography component="li" key={item} sx={{ lineHeight: 1.9 }}>
            {item}
          </Typography>
        ))}
      </Box>
      <Typography variant="h3" component="h3" gutterBottom sx={{ mt: 4 }}>
        {text("ifc.checklist_title")}
      </Typography>
      <StepList steps={structured("ifc.checklist", listSchema)} />
    </Box>
  );
}

/** /manual/ifc: the reader's facts and one card per CAD tool. */
export default function IfcGuidesPage() {
  const { text, structured } = useManualText();
  usePageTitle("manual:ifc.title");
  const to = useLocalePath();
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {text("ifc.title")}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
        {text("ifc.lead")}
      </Typography>
      <Stack spacing={6}>
        <Box component="section" aria-labelledby="ifc-tools">
          <Typography id="ifc-tools" variant="h2" gutterBottom>
            {text("ifc.tools_title")}
          </Typography>
          <Grid container spacing={2}>
            {IFC_TOOLS.map((tool) => {
              const guide = structured(`ifc.tools.${tool}`, toolGuideSchema);
              return (
                <Grid key={tool} size={{ xs: 12, sm: 4 }}>
                  <Card variant="outlined" sx={{ height: "100%" }}>
                    <CardActionArea
                      component={RouterLink}
                      to={to(`/manual/ifc/${tool}`)}
                      data-testid={`ifc-tool-${tool}`}
                      sx={{ height: "100%" }}
                    >
                      <CardContent>
                        <Typography variant="h3" component="h3" gutterBottom>
                          {guide.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {guide.versions}
                        </Typography>
                        <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
                          {text("ifc.open")}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Box>
        <IfcReads />
      </Stack>
    </Container>
  );
}
