import { type healthReply, type ServiceName, serviceNames } from "@rewards/contracts";
import { useQueries } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../lib/api";

type HealthReply = z.infer<typeof healthReply>;

/** `GET health_checkes` on every back end, in parallel; a failed one is shown as down. */
export function useServiceHealth() {
  return useQueries({
    queries: serviceNames.map((service: ServiceName) => ({
      queryKey: ["health", service],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi<typeof healthReply>(service, "health_checkes", { signal }),
      retry: false,
      select: (reply: HealthReply) => reply.data,
    })),
  });
}
