import { createTRPCRouter } from "../../trpc";
import { listSavedProductsRoute } from "./list-saved-products";

export const savedProductsRouter = createTRPCRouter({
  list: listSavedProductsRoute,
});
