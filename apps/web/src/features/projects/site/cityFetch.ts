import { useEffect, useRef } from "react";
import { cityFetchSchema } from "@soracity/contracts";
import type { CityFetch } from "@soracity/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { queryKeys } from "../../../api/queryKeys";

/** How often a running fetch is asked for its progress. */
export const CITY_FETCH_POLL_MS = 1000;

export const isRunning = (job: CityFetch) => job.status === "queued" || job.status === "running";

/**
 * A project's city-model fetch (issue 28), polled while it runs; when it ends with new buildings the city list
 * and the maps' buildings are read again, so they appear without a reload.
 */
export function useCityFetch(initial: CityFetch | null | undefined): CityFetch | null {
  const queryClient = useQueryClient();
  const id = initial?.id ?? "";
  const query = useQuery({
    queryKey: queryKeys.cityFetch(id),
    queryFn: () => request("GET", `/api/city-fetches/${encodeURIComponent(id)}`, cityFetchSchema),
    enabled: Boolean(initial) && isRunning(initial as CityFetch),
    refetchInterval: (current) =>
      current.state.data && !isRunning(current.state.data) ? false : CITY_FETCH_POLL_MS,
    retry: 2,
  });
  const polled = query.data?.id === id ? query.data : undefined;
  // The project's own copy wins once it has ended (a reload of the project may see the end first).
  const job = initial && !isRunning(initial) ? initial : (polled ?? initial ?? null);
  // Refresh once per fetch that was seen running and then succeeded with files (not for an old, finished one).
  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isRunning(job)) {
      seenRunning.current = job.id;
      return;
    }
    if (seenRunning.current !== job.id) return;
    seenRunning.current = null;
    if (job.status === "succeeded" && job.files_total > 0) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cities });
      void queryClient.invalidateQueries({ queryKey: ["buildings"] });
    }
  }, [job, queryClient]);
  return job;
}
