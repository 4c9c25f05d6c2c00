import { useEffect } from "react";
import { Navigate } from "react-router";
import { usePageTitle } from "../../hooks/usePageTitle";
import { useLocalePath } from "../../i18n/useLocale";
import { FullPageSpinner } from "./RequireAuth";
import { useAfterSignIn } from "./useAfterSignIn";
import { useMe } from "./useMe";

/** Return from an external sign-in: with a session to the dashboard (user locale applied), else to login. */
export default function CallbackPage() {
  usePageTitle("titles.callback");
  const to = useLocalePath();
  const afterSignIn = useAfterSignIn();
  const { data: me, isPending } = useMe();
  useEffect(() => {
    if (me) afterSignIn(me);
  }, [me, afterSignIn]);
  if (isPending || me) return <FullPageSpinner />;
  return <Navigate to={to("/login")} replace />;
}
