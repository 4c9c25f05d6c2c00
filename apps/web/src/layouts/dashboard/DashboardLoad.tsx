import { createContext, useContext, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMe } from "../../features/auth/useMe";
import { runInOrder } from "./loadSequence";
import { q } from "../../api/queryOptions";

const ReadyContext = createContext(false);

/**
 * Dashboard load of PRODUCT.md §4: limits and the group tree are fetched one after the other on mount; the hooks
 * below read them only once that sequence has run, so no component can reorder the calls by asking first.
 * The permission and service type masters of that load are constants of the contracts, not fetched.
 */
export function DashboardLoadProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void runInOrder(
      [
        { name: "limits", run: () => queryClient.fetchQuery(q.limits) },
        { name: "group tree", run: () => queryClient.fetchQuery(q.groupTree) },
      ],
      (name, error) => console.error(`dashboard load: ${name} failed`, error),
    ).then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [queryClient]);
  return <ReadyContext.Provider value={ready}>{children}</ReadyContext.Provider>;
}

export const useDashboardReady = () => useContext(ReadyContext);

export const useLimits = () => useQuery({ ...q.limits, enabled: useDashboardReady() });
export const useGroupTree = () => useQuery({ ...q.groupTree, enabled: useDashboardReady() });

/** The plan of the signed-in user: the limits answer once loaded, else the session's user_type. */
export function useUserType() {
  const { data: me } = useMe();
  const { data: limits } = useLimits();
  return limits?.user_type ?? me?.user_type ?? "basic";
}
