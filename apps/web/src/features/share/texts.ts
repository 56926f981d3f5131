/** What the share feature says to the shopper (docs/sharing.md), in one place. */
export const SHARE_TEXTS = {
  shareButton: "Share",
  linkCopiedTitle: "Link copied",
  linkCopiedMessage: "The link to this verdict is on your clipboard.",
  shareAgainTitle: "Ready to share",
  shareAgainMessage: "Tap Share again to send the picture.",
  shareFailedTitle: "Couldn't share",
  shareFailedMessage: "Your browser did not let us share or copy the link.",
  ownedBy: "Owned by",
  partOf: "part of",
  ownerChain: "Ownership",
  openScanner: "Open the scanner",
  publicVerdictNote: "A shared verdict. Scan a product yourself to see non-US alternatives.",
  notFoundTitle: "Product Not Found",
} as const;
