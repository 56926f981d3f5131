export type ReadConfirmer = {
  /** Records one attempt's code (null for no read); gives the code once it is confirmed, else null. */
  push(code: string | null): string | null;
  reset(): void;
};

/**
 * Accepts a code only after `required` identical reads in a row. A miss or a different code starts
 * the count again, and a confirmed code starts it again too. A wrong code shows the shopper the
 * wrong product, so an error-prone decoder's reads must agree with each other before they count.
 */
export function createReadConfirmer(required: number): ReadConfirmer {
  if (!Number.isInteger(required) || required < 1) throw new RangeError(`required must be a positive integer, got ${required}`);
  let last: string | null = null;
  let count = 0;
  const reset = () => {
    last = null;
    count = 0;
  };
  return {
    push(code) {
      if (code === null || code === "") {
        reset();
        return null;
      }
      count = code === last ? count + 1 : 1;
      last = code;
      if (count < required) return null;
      reset();
      return code;
    },
    reset,
  };
}
