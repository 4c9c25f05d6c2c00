import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@mui/material";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Me } from "@soracity/contracts";
import { lazySchema, request } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import { withLocale } from "../../i18n/locale";
import { useLocale, writeLocaleCookie } from "../../i18n/useLocale";

/**
 * "Try the demo" (DEMO on, demo account seeded): signs in as the demo user in one click and opens the demo's
 * shadow case, in the current language. Renders nothing when the server has no demo.
 */
export function DemoButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { enqueueSnackbar } = useSnackbar();
  const status = useQuery({
    queryKey: queryKeys.demo,
    queryFn: () =>
      request(
        "GET",
        "/api/demo",
        lazySchema((schemas) => schemas.demoStatusSchema),
      ),
    staleTime: 60_000,
    retry: false,
  });
  const signIn = useMutation({
    mutationFn: () =>
      request(
        "POST",
        "/api/demo/session",
        lazySchema((schemas) => schemas.demoSessionSchema),
      ),
    onSuccess: ({ user, link }) => {
      // The demo account is shared: the visitor's language is kept, not saved on the account.
      queryClient.setQueryData<Me | null>(queryKeys.me, () => ({ ...user, locale }));
      writeLocaleCookie(locale);
      void navigate(withLocale(locale, link));
    },
    onError: () => enqueueSnackbar(t("home.demo_failed"), { variant: "error" }),
  });
  if (!status.data?.available) return null;
  return (
    <Button
      variant="outlined"
      size="large"
      color="secondary"
      loading={signIn.isPending}
      onClick={() => signIn.mutate()}
      data-testid="try-demo"
    >
      {t("home.demo_cta")}
    </Button>
  );
}
