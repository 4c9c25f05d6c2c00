import { Outlet } from "react-router";
import { useMe } from "../auth/useMe";

/** Thrown so the router's error page shows 403 (its status is read from the error). */
class ForbiddenError extends Error {
  readonly status = 403;
}

/** Whether the signed-in user is an operator (the sidebar shows the administration entry then). */
export function useIsOperator(): boolean {
  return useMe().data?.role === "operator";
}

/**
 * `/dashboard/admin/*`: operators only. Others see the error page with 403 (the API refuses them as well);
 * RequireAuth above has already loaded the user.
 */
export function RequireOperator() {
  if (!useIsOperator()) throw new ForbiddenError("Forbidden");
  return <Outlet />;
}
