/**
 * Query key roots shared by more than one feature. A feature that changes data invalidates the
 * other features' cached copies by these roots instead of importing those features.
 */
export const sharedKeys = {
  /** Every cached tool: the admin list, a tool's details, the review dropdown's names. */
  tools: ['tools'] as const,
  /** Every cached order: the customer's, the admin's and the one being paid. */
  orders: ['orders'] as const,
  /** The home page's newest tools (stock and the catalogue change them). */
  homeTools: ['home', 'tools'] as const,
  /** Every trade account's data: a company's statement and the admins' list with balances follow an invoice's payment. */
  trade: ['trade'] as const,
  /** The home page's newest reviews. */
  homeReviews: ['home', 'reviews'] as const,
};
