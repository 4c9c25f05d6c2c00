import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "../../api/endpoints";
import { queryKeys } from "../../api/queryKeys";

/** The signed-in user (null without a session); GET /api/me with 401 meaning "nobody". */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 60_000, retry: false });
}
