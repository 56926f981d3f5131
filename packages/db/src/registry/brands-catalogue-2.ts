import type { RegistryBrand } from "./registry-types";

export const brands: RegistryBrand[] = [];
