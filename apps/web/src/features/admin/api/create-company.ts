import { useMutation } from "@tanstack/react-query";

import { useTRPC } from "@/lib/trpc";

import { useRefreshRegistryOnSuccess } from "./refresh-registry";

/** POST /api/admin/companies {name, hqCountry, parentId, sourceNote}: answers the new company's detail. */
export function useCreateCompanyMutation() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.registry.createCompany.mutationOptions(useRefreshRegistryOnSuccess()));
}
