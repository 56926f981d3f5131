import type { RegistryCompany } from "./registry-types";

export const companies: RegistryCompany[] = [];
