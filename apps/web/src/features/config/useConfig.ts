import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/queryKeys";
import { DEFAULT_CONFIG, fetchConfig } from "../../api/endpoints";
import type { AppConfig } from "../../api/endpoints";

/** Brand and UI switches from GET /api/config, with the defaults (SoraCity / SOR) until or unless it answers. */
export function useConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: queryKeys.config,
    queryFn: fetchConfig,
    staleTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_CONFIG;
}
