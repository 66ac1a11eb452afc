import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, point, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Grants } from '#contracts/permissions.ts'

// The tables the profile, identity and business-account work needs now; docs/data-model.md has the
// whole product's model, and each feature adds its tables with its own migration.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const profiles = pgTable(
	'profiles',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		// The public id in /profiles/{uuid}; kept apart from the primary key so it can be rotated.
		uuid: uuid('uuid').notNull().unique().defaultRandom(),
		identitySub: text('identity_sub').notNull().unique(),
		email: text('email'),
		firstName: text('first_name').notNull().default(''),
		lastName: text('last_name').notNull().default(''),
		imageUrl: text('image_url'),
		phoneNumber: text('phone_number'),
		birthday: date('birthday', { mode: 'string' }),
		country: text('country'),
		province: text('province'),
		city: text('city'),
		isProfessional: boolean('is_professional').notNull().default(false),
		aboutTitle: text('about_title'),
		aboutDescription: text('about_description'),
		specialty: text('specialty'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
)

export const accountPoints = pgTable('account_points', {
	profileId: uuid('profile_id')
		.primaryKey()
		.references(() => profiles.id, { onDelete: 'cascade' }),
	point: integer('point').notNull().default(0),
	tokenTotal: numeric('token_total', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
	totalExperience: numeric('total_experience', { precision: 18, scale: 6, mode: 'number' }).notNull().default(0),
	updatedAt: updatedAt(),
})

export const businessAccounts = pgTable(
	'business_accounts',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		ownerProfileId: uuid('owner_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'restrict' }),
		createdAt: createdAt(),
	},
	(table) => [index('business_accounts_owner_idx').on(table.ownerProfileId)],
)

export const businessUsers = pgTable(
	'business_users',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessAccountId: uuid('business_account_id')
			.notNull()
			.references(() => businessAccounts.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description'),
		createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(table) => [index('business_users_account_idx').on(table.businessAccountId)],
)

/** A person working as a business user, with their grants. The account's owner needs no row. */
export const businessUserMembers = pgTable(
	'business_user_members',
	{
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		isAdmin: boolean('is_admin').notNull().default(false),
		grants: jsonb('grants').$type<Grants>().notNull().default(sql`'{}'::jsonb`),
		addedByProfileId: uuid('added_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(table) => [
		primaryKey({ columns: [table.businessUserId, table.profileId] }),
		index('business_user_members_profile_idx').on(table.profileId),
	],
)

export const contentKind = pgEnum('content_kind', [
	'agenda',
	'announce',
	'event',
	'attention',
	'catalogue',
	'media',
	'new_room',
	'story',
	'ebook',
	'board_post',
	'work',
])

export const contentVisibility = pgEnum('content_visibility', ['public', 'followers', 'members'])

/**
 * Every kind of content in one table (docs/data-model.md §2.3): owned by exactly one person or business
 * user, with the member who posted it, an optional place and time range, and per-kind fields in
 * `details`. Its endpoints come with the content features; the table is here now so scale tests can fill it.
 */
export const contentItems = pgTable(
	'content_items',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		kind: contentKind('kind').notNull(),
		ownerProfileId: uuid('owner_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		ownerBusinessUserId: uuid('owner_business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		postedByProfileId: uuid('posted_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		title: text('title').notNull(),
		body: text('body').notNull().default(''),
		details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
		// x = longitude, y = latitude; built-in point + GiST works in PostgreSQL and PGlite alike.
		location: point('location', { mode: 'xy' }),
		address: text('address'),
		province: text('province'),
		startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
		endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
		visibility: contentVisibility('visibility').notNull().default('public'),
		publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
		deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('content_items_one_owner', sql`num_nonnulls(${table.ownerProfileId}, ${table.ownerBusinessUserId}) = 1`),
		check('content_items_time_range', sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} >= ${table.startsAt}`),
		index('content_items_kind_published_idx')
			.on(table.kind, table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null`),
		index('content_items_owner_profile_idx').on(table.ownerProfileId, table.kind, table.publishedAt.desc()),
		index('content_items_owner_business_user_idx').on(table.ownerBusinessUserId, table.kind, table.publishedAt.desc()),
		index('content_items_location_idx').using('gist', table.location),
	],
)
