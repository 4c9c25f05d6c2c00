import { Alert, Box, Container, Skeleton } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/client";
import { errorText } from "../../api/errorText";
import { sharedCaseQuery } from "../../features/share/api";
import { SharedCaseView } from "../../features/share/SharedCaseView";
import { SharedInvalid } from "../../features/share/SharedInvalid";
import { usePageTitle } from "../../hooks/usePageTitle";

/** `/share/:token`: a case shared by URL, read-only and signed out; a revoked or unknown link says so. */
export default function SharePage() {
  const { token = "" } = useParams();
  const { t } = useTranslation();
  const shared = useQuery(sharedCaseQuery(token));
  const invalid = shared.isError && isApiError(shared.error) && [400, 404].includes(shared.error.status);
  usePageTitle(invalid ? "shareLink.invalid_title" : "shareLink.page_title");
  if (invalid) return <SharedInvalid />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      {shared.isError ? (
        <Alert severity="error" data-testid="share-error">
          {errorText(t, shared.error)}
        </Alert>
      ) : shared.isPending ? (
        <Box data-testid="share-loading">
          <Skeleton variant="text" width={320} height={56} />
          <Skeleton variant="rounded" height={480} />
        </Box>
      ) : (
        <SharedCaseView shared={shared.data} token={token} />
      )}
    </Container>
  );
}
