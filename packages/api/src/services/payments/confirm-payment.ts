import type { Principal } from "@productcheck/auth/principal";
import type { Db, Prisma } from "@productcheck/db/client";
import type { TPaymentSuccess, TPaymentSuccessResponse } from "@productcheck/validators/payment";

import { AppError } from "../shared/app-error";
import { getUserView } from "../user/user-account";
import { fulfilPayment } from "./fulfil-payment";
import { NO_PENDING_PAYMENT_MESSAGE, requirePayments, unknownPayment } from "./payment-errors";
import type { PaymentDeps } from "./stripe-client";

/**
 * POST /api/payment-success (docs/product.md, States: Donation, docs/payments.md): the browser says a payment went
 * through; the same fulfilment as the webhook checks it with Stripe and credits it once. Answers
 * whether the caller is signed in (the client then refreshes the user) and the scans it now has.
 */
export async function confirmPaymentSuccess(
  deps: PaymentDeps,
  { principal, ...input }: NonNullable<TPaymentSuccess> & { principal: Principal },
): Promise<TPaymentSuccessResponse> {
  const payments = requirePayments(deps.payments);
  const paymentIntentId = await callersPaymentIntent(deps.db, principal, input);
  const status = await fulfilPayment({ db: deps.db, payments }, { paymentIntentId });
  const { scansRemaining } = await getUserView(deps, { principal });
  return { authenticated: principal.kind === "user", status, scansRemaining };
}

/** The caller's purchases: its own, and for an account also those of the guests that signed in to it. */
function ownedBy(principal: Principal): Prisma.PurchaseWhereInput | null {
  if (principal.kind === "user") {
    const userId = principal.session.user.id;
    return { OR: [{ userId }, { guest: { mergedIntoUserId: userId } }] };
  }
  return principal.guest ? { guestId: principal.guest.id } : null;
}

/**
 * The PaymentIntent the caller means: the one named (by id, or by its client secret, whose id is the
 * part before "_secret_"), which must be the caller's own — anyone else's is answered like an unknown
 * one, so ids reveal nothing; or, with an empty body as the spec sends it, the caller's latest
 * purchase that has an intent (the one just paid: if the webhook credited it first, the answer is
 * "already-credited").
 */
async function callersPaymentIntent(db: Db, principal: Principal, input: TPaymentSuccess): Promise<string> {
  const owner = ownedBy(principal);
  const named = input?.paymentIntentId ?? (input?.clientSecret === undefined ? undefined : intentIdOf(input.clientSecret));
  const purchase =
    owner &&
    (await db.purchase.findFirst({
      where: { ...owner, paymentIntentId: named ?? { not: null } },
      orderBy: { id: "desc" },
      select: { paymentIntentId: true },
    }));
  if (purchase?.paymentIntentId) return purchase.paymentIntentId;
  if (named !== undefined) throw unknownPayment();
  throw new AppError("NOT_FOUND", NO_PENDING_PAYMENT_MESSAGE);
}

function intentIdOf(clientSecret: string): string {
  const end = clientSecret.indexOf("_secret_");
  if (end <= 0) throw unknownPayment();
  return clientSecret.slice(0, end);
}
