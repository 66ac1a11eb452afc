// Around me's choices (docs/product.md#around-me), apart from its schemas: the pages' forms need these
// few constants, not zod and every kind's schema.

/** The kinds around me lists, each with its own place index (docs/data-model.md §2.3). */
export const aroundMeKinds = ['agenda', 'announce', 'event', 'attention', 'catalogue', 'connect', 'media', 'new_room', 'story'] as const
export type AroundMeKind = (typeof aroundMeKinds)[number]

/** How far around the place to look, in kilometres. */
export const aroundMeRadiiKm = [1, 5, 20, 50] as const
export const defaultRadiusKm = 5

/**
 * `nearest` first (any kind); `soonest` first (events and agenda: what has not ended, by its start);
 * `newest` first (by when it was published).
 */
export const aroundMeOrders = ['nearest', 'soonest', 'newest'] as const
export type AroundMeOrder = (typeof aroundMeOrders)[number]
