import { adminRouter } from "./routers/admin/router";
import { authRouter } from "./routers/auth/router";
import { paymentsRouter } from "./routers/payments/router";
import { productSuggestionsRouter } from "./routers/product-suggestions/router";
import { publicVerdictsRouter } from "./routers/public-verdicts/router";
import { savedProductsRouter } from "./routers/saved-products/router";
import { scanRouter } from "./routers/scan/router";
import { scannedProductsRouter } from "./routers/scanned-products/router";
import { userRouter } from "./routers/user/router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  admin: adminRouter,
  auth: authRouter,
  payments: paymentsRouter,
  productSuggestions: productSuggestionsRouter,
  publicVerdicts: publicVerdictsRouter,
  savedProducts: savedProductsRouter,
  scan: scanRouter,
  scannedProducts: scannedProductsRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
