// The product's slug fills {brand} and {product} in the routes (docs/product.md#pages-and-routes).
export const brandSlug = 'robtua'
export const aboutPath = `/about-${brandSlug}`
export const aboutCommunityPath = `/about-${brandSlug}/${brandSlug}-community`
export const paymentPath = `/${brandSlug}-payment`
