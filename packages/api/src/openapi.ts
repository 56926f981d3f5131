import { generateOpenApiDocument } from "trpc-to-openapi";

import { APP_VERSION } from "@productcheck/domain/app-version";

import { appRouter } from "./root";

/** The OpenAPI document of the REST surface served at /api. */
export function buildOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: "ProductCheck API",
    description: "Scan a product barcode and see where it is made and where its brand's owner is headquartered.",
    version: APP_VERSION,
    baseUrl,
  });
}
