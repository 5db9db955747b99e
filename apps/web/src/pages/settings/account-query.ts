/** The cache key of GET users/ (me), shared by the account page's sections. */
export const ME_QUERY_KEY = ['me'] as const
