import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { GeoPoint } from '#contracts/content/geo.ts'

const EARTH_RADIUS_KM = 6371.0088

/**
 * The great-circle distance from `near` to a stored place (a point column, x = longitude, y = latitude), in
 * km, as PostgreSQL works it out (haversine): around me's items and communities near a place alike.
 */
export const distanceKm = (location: AnyPgColumn | SQL, { lat, lng }: GeoPoint) =>
	sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
		power(sin(radians(${location}[1] - ${lat}::float8) / 2), 2) +
		cos(radians(${lat}::float8)) * cos(radians(${location}[1])) * power(sin(radians(${location}[0] - ${lng}::float8) / 2), 2)))))`
