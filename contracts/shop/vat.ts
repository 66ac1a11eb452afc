// Value added tax (docs/product.md#shop). Prices on Robtua include VAT, as Thai retail prices do; a
// VAT-registered business user's documents show the VAT in the total.

export const VAT_PERCENT = 7

/** The VAT in an amount that includes it, to the satang (n/107 is never exactly half a satang, so rounding is plain). */
export const vatIncludedSatang = (totalSatang: number) => Math.round((totalSatang * VAT_PERCENT) / (100 + VAT_PERCENT))

/** A tax invoice's number as printed: its year and its place in the business user's sequence that year. */
export const taxInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(5, '0')}`
