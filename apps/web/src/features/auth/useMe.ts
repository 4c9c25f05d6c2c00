import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "../../api/endpoints";

export const ME_KEY = ["me"] as const;

/** The signed-in user (null without a session); GET /api/me with 401 meaning "nobody". */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });
}
