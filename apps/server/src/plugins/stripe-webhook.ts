import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance } from "fastify";

import type { Payments } from "@productcheck/api/services/payments/stripe-client";
import { handleStripeWebhook } from "@productcheck/api/services/payments/stripe-webhook";
import { toTRPCError } from "@productcheck/api/trpc";
import type { Db } from "@productcheck/db/client";

/** The webhook's URL (register it in Stripe's dashboard); the one path the CSRF rule exempts. */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Stripe's events are small; a megabyte leaves room without inviting abuse. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature covers the exact bytes Stripe sent,
 * so this route has its own scope whose JSON parser keeps the raw body; the service verifies it and
 * acts. A static route, so it wins over the REST adapter's catch-all under /api. Its refusals get the
 * statuses the procedures' get, through the same mapping (`toTRPCError`).
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: { db: Db; payments?: Payments | null }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      try {
        const answer = await handleStripeWebhook(
          { db: deps.db, payments: deps.payments ?? null },
          { payload: request.body as Buffer, signature: typeof signature === "string" ? signature : undefined },
        );
        return reply.code(200).send(answer);
      } catch (error) {
        const refusal = toTRPCError(error);
        // Unexpected failures go to the app's error handler: logged with their stack, answered 500.
        if (refusal.code === "INTERNAL_SERVER_ERROR") throw error;
        const status = getHTTPStatusCodeFromError(refusal);
        // The refusal's own cause (no signature, wrong secret, too old) is for the log only.
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
        request.log.warn({ status, code: refusal.code, reason }, `Stripe webhook refused: ${refusal.message}`);
        return reply.code(status).send({ message: refusal.message, code: refusal.code });
      }
    });
  });
}
