import { z } from "zod";

/** The REST error body: `{ message, code }` with the matching HTTP status. */
export const ZApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
