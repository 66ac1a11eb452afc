/** The person's carts (docs/product.md#shop). */
export const cartPath = '/account/sale-screen/cart'
