import { sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, boolean, char, check, customType, date, doublePrecision, foreignKey, index, integer, jsonb, numeric, pgEnum, pgTable, point, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { aroundMeKinds } from '#contracts/content/around-me-choices.ts'
import { connectRequestStates, openTabParts } from '#contracts/open-tab-limits.ts'
import type { Grants } from '#contracts/permissions.ts'
import { consentActions, runningSubscriptionStatuses, subscriptionStatuses } from '#contracts/subscription-state.ts'
import { deliveryMethods, orderActors, orderOrigins, orderPaymentMethods, orderStageOf, orderStatuses, type DeliveryMethod, type OrderActor, type OrderOrigin, type OrderPaymentMethod, type OrderStage, type OrderStatus, type PaymentMethod } from '#contracts/shop/order-status.ts'

// The tables the features built so far need (profiles, identity, business accounts, content, open-tab
// connects, subscriptions); docs/data-model.md has the whole product's model, and each feature adds
// its tables with its own migration.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/**
 * What search matches (docs/data-model.md §2.10): a `simple` text-search vector of the words the API
 * split the text into (Thai has no spaces between words), written with `search_version`, the splitting's
 * version; rows of an older version are split again (api/search/indexing.ts).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const searchColumns = () => ({ search: tsvector('search'), searchVersion: smallint('search_version').notNull().default(0) })

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
		// Avatar and cover: URLs of images uploaded through the media API.
		imageUrl: text('image_url'),
		coverUrl: text('cover_url'),
		phoneNumber: text('phone_number'),
		birthday: date('birthday', { mode: 'string' }),
		country: text('country'),
		province: text('province'),
		city: text('city'),
		isProfessional: boolean('is_professional').notNull().default(false),
		aboutTitle: text('about_title'),
		aboutDescription: text('about_description'),
		specialty: text('specialty'),
		// The profile page's overview section: a short headline or introduction under the name.
		overview: text('overview'),
		// "Sign out everywhere": every token of a sign-in made before this is refused (services/sign-outs.ts).
		signedOutEverywhereAt: timestamp('signed_out_everywhere_at', { withTimezone: true, mode: 'date' }),
		...searchColumns(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		// Adding a person to a business user finds them by email in any case (services/business-members.ts).
		index('profiles_email_lower_idx').on(sql`lower(${table.email})`, table.createdAt),
		// Search (api/search): the split words, and the name's trigrams for a part of a word.
		index('profiles_search_idx').using('gin', table.search),
		index('profiles_name_trgm_idx').using('gin', sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`),
	],
)

/**
 * Sign-ins ended by "Sign out": the identity service's `origin_jti`, shared by every token of one sign-in
 * (also those its refresh token makes later), so a copied access token stops working at once. A row is
 * kept only while tokens of that sign-in could still be alive (`expires_at`).
 */
export const revokedSignIns = pgTable(
	'revoked_sign_ins',
	{
		originJti: text('origin_jti').primaryKey(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('revoked_sign_ins_expires_idx').on(table.expiresAt)],
)

export const accountPoints = pgTable('account_points', {
	profileId: uuid('profile_id')
		.primaryKey()
		.references(() => profiles.id, { onDelete: 'cascade' }),
	point: integer('point').notNull().default(0),
	tokenTotal: numeric('token_total', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
	totalExperience: numeric('total_experience', { precision: 18, scale: 6, mode: 'number' }).notNull().default(0),
	/** The person's member code ("M" and ten Crockford characters): what staff type or scan at a counter sale to give them its points (docs/product.md#pocket). */
	memberCode: text('member_code').notNull().unique().default(sql`('M' || random_crockford(10))`),
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
		// The business profile (docs/product.md#business-user-pages): overview and the about-us parts, each one text the admins edit.
		description: text('description'),
		overview: text('overview'),
		goal: text('goal'),
		ourBusiness: text('our_business'),
		ourStory: text('our_story'),
		imageUrl: text('image_url'),
		coverUrl: text('cover_url'),
		createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		// Archived by the account's owner (docs/data-model.md §2.2): gone from every list and page, nothing deleted.
		archivedAt: timestamp('archived_at', { withTimezone: true }),
		...searchColumns(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('business_users_account_idx').on(table.businessAccountId),
		index('business_users_search_idx').using('gin', table.search).where(sql`${table.archivedAt} is null`),
		index('business_users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`).where(sql`${table.archivedAt} is null`),
	],
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

/**
 * An invite link to work as a business user. The link carries the invite's id and expiry, signed by the
 * API; the row lets an admin revoke it before it expires, and records who made it (who added a joiner).
 */
export const businessUserInvites = pgTable(
	'business_user_invites',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('business_user_invites_business_user_idx').on(table.businessUserId, table.createdAt.desc())],
)

/**
 * The business contact details a person or a business user publishes on their profile (form/business-info),
 * the same for both (api/owners/business-info.ts): shown to anyone signed in. Exactly one owner, as
 * links have; a person's row also has their position, a business user's its opening hours.
 */
export const businessInfo = pgTable(
	'business_info',
	{
		ownerProfileId: uuid('owner_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		ownerBusinessUserId: uuid('owner_business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		company: text('company'),
		// E.164 (+66…), converted from what was typed.
		phone: text('phone'),
		email: text('email'),
		website: text('website'),
		address: text('address'),
		postcode: text('postcode'),
		positionTitle: text('position_title'),
		openingHours: text('opening_hours'),
		// A business user's PromptPay id (contracts/shop/promptpay-id.ts), digits only: its PromptPay QR codes pay it.
		promptPayId: text('prompt_pay_id'),
		// A VAT-registered business user's 13-digit tax id and branch ('00000' the head office): its buyers may
		// ask for a tax invoice (docs/product.md#shop).
		taxId: text('tax_id'),
		taxBranch: text('tax_branch'),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('business_info_tax_id', sql`(${table.taxId} is null or ${table.taxId} ~ '^[0-9]{13}$') and (${table.taxBranch} is null or ${table.taxBranch} ~ '^[0-9]{5}$') and (${table.taxId} is null) = (${table.taxBranch} is null)`),
		check('business_info_one_owner', sql`num_nonnulls(${table.ownerProfileId}, ${table.ownerBusinessUserId}) = 1`),
		uniqueIndex('business_info_owner_profile_idx').on(table.ownerProfileId),
		uniqueIndex('business_info_owner_business_user_idx').on(table.ownerBusinessUserId),
	],
)

/**
 * A person's or a business user's links (form/link): one ordered list per owner, written whole
 * (api/owners/links.ts). Exactly one owner, as content items have.
 */
export const links = pgTable(
	'links',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		ownerProfileId: uuid('owner_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		ownerBusinessUserId: uuid('owner_business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		label: text('label').notNull(),
		url: text('url').notNull(),
		position: integer('position').notNull().default(0),
		createdAt: createdAt(),
	},
	(table) => [
		check('links_one_owner', sql`num_nonnulls(${table.ownerProfileId}, ${table.ownerBusinessUserId}) = 1`),
		index('links_owner_profile_idx').on(table.ownerProfileId, table.position),
		index('links_owner_business_user_idx').on(table.ownerBusinessUserId, table.position),
	],
)

// In the enum's order: a new kind goes before 'work', so `kind > 'work'` stays `connect` alone
// (content_items_connect_location_idx below, ADR 0032).
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
	'connect',
])

export const contentVisibility = pgEnum('content_visibility', ['public', 'followers', 'members'])

/**
 * Every kind of content in one table (docs/data-model.md §2.3): owned by exactly one person or business
 * user, with the member who posted it, an optional place and time range, and per-kind fields in
 * `details`. api/content serves every kind from the definitions in contracts/content.
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
		// False: a person's item, placed about 300 m off the spot they gave (the spot itself is not kept).
		locationExact: boolean('location_exact').notNull().default(true),
		address: text('address'),
		province: text('province'),
		// Published for a community (boards, its events and agenda): a private community's are for its
		// members alone (visibility 'members', kept so by triggers of migration 0028).
		communityId: uuid('community_id').references((): AnyPgColumn => communities.id, { onDelete: 'cascade' }),
		startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
		endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
		// When around me shows it, worked out on write from the kind's timing (api/content/service.ts): from
		// (an announcement's or alert's start) and until (an end, or a story's first day). Null: no bound.
		aroundFrom: timestamp('around_from', { withTimezone: true, mode: 'date' }),
		aroundUntil: timestamp('around_until', { withTimezone: true, mode: 'date' }),
		// On the map now: around me's kinds, placed, public, published and current. Kept by a trigger on
		// every write, and for the passing of time by the map's sweep (migration 0018, api/content/map.ts);
		// map_cells counts what is on the map.
		onMap: boolean('on_map').notNull().default(false),
		visibility: contentVisibility('visibility').notNull().default('public'),
		// Stored image URLs, in order; tags lower-case.
		pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
		tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
		publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
		deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
		// When its business user was archived (ADR 0013): the owner's mark, copied here by triggers
		// (migration 0020) so the one visibility rule (api/content/visibility.ts) reads it from the row.
		ownerArchivedAt: timestamp('owner_archived_at', { withTimezone: true, mode: 'date' }),
		...searchColumns(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('content_items_one_owner', sql`num_nonnulls(${table.ownerProfileId}, ${table.ownerBusinessUserId}) = 1`),
		check('content_items_time_range', sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} >= ${table.startsAt}`),
		// Newest first (announcements and stories around me); migration 0017 adds INCLUDE columns, as below.
		index('content_items_kind_published_idx')
			.on(table.kind, table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null and ${table.ownerArchivedAt} is null`),
		index('content_items_owner_profile_idx').on(table.ownerProfileId, table.kind, table.publishedAt.desc()),
		index('content_items_owner_business_user_idx').on(table.ownerBusinessUserId, table.kind, table.publishedAt.desc()),
		// Nearest first around a point (KNN, `location <-> point`), every kind together; each kind around me
		// has its own partial index below, so a rare kind's nearest are not looked for among every kind's.
		index('content_items_location_idx')
			.using('gist', table.location)
			.where(sql`${table.deletedAt} is null and ${table.location} is not null`),
		...aroundMeKinds.filter((kind) => kind !== 'connect').map((kind) =>
			index(`content_items_${kind}_location_idx`)
				.using('gist', table.location)
				.where(sql`${table.kind} = ${sql.raw(`'${kind}'`)} and ${table.deletedAt} is null and ${table.location} is not null`),
		),
		// Connects' cannot name their kind: a fresh database runs every migration in one transaction, and
		// PostgreSQL refuses an enum value in the one that added it (ADR 0032). It names the kinds after
		// 'work' in the enum's order, which is `connect` alone (a kind added later goes BEFORE 'work');
		// the planner proves `kind = 'connect'` falls in it.
		index('content_items_connect_location_idx')
			.using('gist', table.location)
			.where(sql`${table.kind} > 'work' and ${table.deletedAt} is null and ${table.location} is not null`),
		// Soonest first (events and agenda around me), with keyset paging; migration 0017 adds the columns
		// around me checks as INCLUDE (drizzle cannot say so), for an index-only walk.
		index('content_items_kind_starts_idx')
			.on(table.kind, table.startsAt, table.id)
			.where(sql`${table.deletedAt} is null and ${table.ownerArchivedAt} is null`),
		index('content_items_tags_idx').using('gin', table.tags),
		// The map's points in a viewport (api/content/map.ts): what is on the map only.
		index('content_items_on_map_idx')
			.using('gist', table.location)
			.where(sql`${table.onMap}`),
		// The map's sweep: what leaves the map as time passes, and what joins it (migration 0018).
		index('content_items_leaves_map_idx')
			.on(table.aroundUntil)
			.where(sql`${table.onMap}`),
		index('content_items_joins_map_idx')
			.on(table.aroundFrom)
			.where(sql`not ${table.onMap} and ${table.aroundFrom} is not null`),
		// A person's works (and other content of theirs), newest first with keyset pagination (the profile page).
		index('content_items_owner_profile_created_idx')
			.on(table.ownerProfileId, table.kind, table.createdAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null`),
		// The same for a business user's (api/content lists every kind of every owner this way).
		index('content_items_owner_business_user_created_idx')
			.on(table.ownerBusinessUserId, table.kind, table.createdAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null`),
		// The feed (api/social/feed.ts): each followed owner's newest that followers may see, walked per owner.
		index('content_items_feed_profile_idx')
			.on(table.ownerProfileId, table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null and ${table.ownerArchivedAt} is null and ${table.publishedAt} is not null and ${table.visibility} in ('public', 'followers')`),
		index('content_items_feed_business_user_idx')
			.on(table.ownerBusinessUserId, table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null and ${table.ownerArchivedAt} is null and ${table.publishedAt} is not null and ${table.visibility} in ('public', 'followers')`),
		// Everything public, newest first: trending's candidates and search's newest matches.
		index('content_items_public_published_idx')
			.on(table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.deletedAt} is null and ${table.ownerArchivedAt} is null and ${table.publishedAt} is not null and ${table.visibility} = 'public'`),
		// Search (api/search): the split words, and the title's trigrams for a part of a word of 3 or more characters.
		index('content_items_search_idx')
			.using('gin', table.search)
			.where(sql`${table.deletedAt} is null`),
		// A community's boards, events and agenda, newest first.
		index('content_items_community_idx')
			.on(table.communityId, table.kind, table.publishedAt.desc(), table.id.desc())
			.where(sql`${table.communityId} is not null and ${table.deletedAt} is null`),
		index('content_items_title_trgm_idx')
			.using('gin', sql`${table.title} gin_trgm_ops`)
			.where(sql`${table.deletedAt} is null`),
	],
)

/**
 * How many items on the map each cell holds, by kind, and where their middle is (lat_sum / n, lng_sum / n):
 * the map's clusters at every zoom without a count per request (research in docs/decisions/0022-map.md).
 * A cell of `level` is a Web Mercator tile of zoom level + 2, so 64 pixels wide on a map at zoom `level`.
 * Kept by triggers on content_items (migration 0018); n = 0 rows may stay.
 */
export const mapCells = pgTable(
	'map_cells',
	{
		level: smallint('level').notNull(),
		kind: contentKind('kind').notNull(),
		cx: integer('cx').notNull(),
		cy: integer('cy').notNull(),
		n: integer('n').notNull(),
		latSum: doublePrecision('lat_sum').notNull(),
		lngSum: doublePrecision('lng_sum').notNull(),
	},
	(table) => [primaryKey({ columns: [table.level, table.kind, table.cx, table.cy] })],
)

/** When the map's sweep last ran (one row): what began since then joins the map (migration 0018). */
export const mapSweeps = pgTable('map_sweeps', {
	id: boolean('id').primaryKey().default(true),
	sweptAt: timestamp('swept_at', { withTimezone: true, mode: 'date' }).notNull(),
})

export const contentReactionKind = pgEnum('content_reaction_kind', ['going', 'like'])

/** Who is going to an event (and, with the feed, who likes an item): one row a person and reaction. */
export const contentReactions = pgTable(
	'content_reactions',
	{
		contentItemId: uuid('content_item_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		kind: contentReactionKind('kind').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		primaryKey({ columns: [table.contentItemId, table.kind, table.profileId] }),
		index('content_reactions_profile_idx').on(table.profileId, table.kind),
		// Trending counts the last 48 hours' likes (migration 0019).
		index('content_reactions_recent_idx').on(table.kind, table.createdAt),
	],
)

/**
 * Who follows whom (docs/data-model.md §2.4): a person follows a person or a business user, exactly one
 * (CHECK). The feed walks what each followee published (api/social/feed.ts).
 */
export const follows = pgTable(
	'follows',
	{
		followerProfileId: uuid('follower_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		followeeProfileId: uuid('followee_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		followeeBusinessUserId: uuid('followee_business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		createdAt: createdAt(),
	},
	(table) => [
		check('follows_one_followee', sql`num_nonnulls(${table.followeeProfileId}, ${table.followeeBusinessUserId}) = 1`),
		check('follows_not_self', sql`${table.followeeProfileId} is distinct from ${table.followerProfileId}`),
		// Whom a person follows, newest first; and who follows a person or business user, newest first.
		uniqueIndex('follows_profile_key').on(table.followerProfileId, table.followeeProfileId).where(sql`${table.followeeProfileId} is not null`),
		uniqueIndex('follows_business_user_key').on(table.followerProfileId, table.followeeBusinessUserId).where(sql`${table.followeeBusinessUserId} is not null`),
		index('follows_follower_idx').on(table.followerProfileId, table.createdAt.desc()),
		index('follows_followee_profile_idx').on(table.followeeProfileId, table.createdAt.desc()).where(sql`${table.followeeProfileId} is not null`),
		index('follows_followee_business_user_idx').on(table.followeeBusinessUserId, table.createdAt.desc()).where(sql`${table.followeeBusinessUserId} is not null`),
	],
)

export const collectionVisibility = pgEnum('collection_visibility', ['public', 'private'])

/** A person's named collection of saved items (docs/data-model.md §2.4): public to discover, or theirs alone. */
export const collections = pgTable(
	'collections',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		ownerProfileId: uuid('owner_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		description: text('description'),
		visibility: collectionVisibility('visibility').notNull().default('private'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('collections_owner_idx').on(table.ownerProfileId, table.updatedAt.desc(), table.id.desc()),
		index('collections_public_idx').on(table.updatedAt.desc(), table.id.desc()).where(sql`${table.visibility} = 'public'`),
	],
)

/** An item in a collection, at its place in the owner's order. */
export const collectionItems = pgTable(
	'collection_items',
	{
		collectionId: uuid('collection_id')
			.notNull()
			.references(() => collections.id, { onDelete: 'cascade' }),
		contentItemId: uuid('content_item_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
		addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(table) => [
		primaryKey({ columns: [table.collectionId, table.contentItemId] }),
		index('collection_items_order_idx').on(table.collectionId, table.position),
		index('collection_items_content_idx').on(table.contentItemId),
		// Trending counts the last 48 hours' saves (migration 0019).
		index('collection_items_added_idx').on(table.addedAt),
	],
)

/**
 * The purposes a person can open a tab for (docs/data-model.md §2.6). Reference data, made by the
 * migration that made the table: the check-open-tab-connect-type guard needs it in every database.
 * A type that is not open yet is listed but cannot be created.
 */
export const openTabConnectTypes = pgTable(
	'open_tab_connect_types',
	{
		// The slug in the web's `{type}-create` routes.
		type: text('type').primaryKey(),
		isOpen: boolean('is_open').notNull().default(false),
		titleEn: text('title_en').notNull(),
		titleTh: text('title_th').notNull(),
		position: integer('position').notNull().default(0),
	},
	(table) => [check('open_tab_connect_types_slug', sql`${table.type} ~ '^[a-z][a-z0-9-]*$'`)],
)

export const openTabPart = pgEnum('open_tab_part', openTabParts)

/**
 * A connect's about-us entries (docs/decisions/0032-open-tab-connects-on-content.md): its goals, our
 * business and our story, one table for the three. A connect is a content item of kind `connect`; a goal
 * may name one of its owner's business users that takes it on.
 */
export const openTabPartEntries = pgTable(
	'open_tab_parts',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		connectId: uuid('connect_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		part: openTabPart('part').notNull(),
		title: text('title').notNull(),
		body: text('body').notNull().default(''),
		imageUrl: text('image_url'),
		// Goals only: the business user that takes it on (set null when it goes).
		businessUserId: uuid('business_user_id').references(() => businessUsers.id, { onDelete: 'set null' }),
		position: integer('position').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('open_tab_parts_connect_idx').on(table.connectId, table.part, table.position)],
)

export const openTabRequestState = pgEnum('open_tab_request_state', connectRequestStates)

/**
 * Requests to connect: one per person and connect (its key). Only the connect's owner accepts or declines
 * one; the accepted are the connect's members, who see it when it is private (api/content/visibility.ts).
 */
export const openTabRequests = pgTable(
	'open_tab_requests',
	{
		connectId: uuid('connect_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		message: text('message').notNull().default(''),
		state: openTabRequestState('state').notNull().default('pending'),
		createdAt: createdAt(),
		decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		primaryKey({ columns: [table.connectId, table.profileId] }),
		// A person's requests, and the cascade from profiles.
		index('open_tab_requests_profile_idx').on(table.profileId),
	],
)

export const packagePeriod = pgEnum('package_period', ['month', 'year'])

/** What a business user offers to subscribe to (docs/data-model.md §2.8). */
export const packages = pgTable(
	'packages',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		priceSatang: bigint('price_satang', { mode: 'number' }).notNull(),
		currency: char('currency', { length: 3 }).notNull().default('THB'),
		period: packagePeriod('period').notNull(),
		// What the subscriber gets, one line each, as written (Thai or English).
		benefits: jsonb('benefits').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
		/** The membership tier a subscriber holds (as the business names it: "Gold"). */
		tier: text('tier').notNull().default(''),
		/** Days free before the first payment; a person has one trial a package. */
		trialDays: integer('trial_days').notNull().default(0),
		// An inactive package is retired: no longer offered; its existing subscriptions run on.
		active: boolean('active').notNull().default(true),
		createdAt: createdAt(),
	},
	(table) => [
		check('packages_price_not_negative', sql`${table.priceSatang} >= 0`),
		check('packages_trial_days', sql`${table.trialDays} between 0 and 90`),
		index('packages_business_user_idx').on(table.businessUserId),
	],
)

/** The vouchers a package gives its subscriber each paid period (docs/product.md#subscriptions). */
export const packageVouchers = pgTable(
	'package_vouchers',
	{
		packageId: uuid('package_id')
			.notNull()
			.references(() => packages.id, { onDelete: 'cascade' }),
		voucherId: uuid('voucher_id')
			.notNull()
			.references(() => vouchers.id, { onDelete: 'restrict' }),
		quantity: integer('quantity').notNull().default(1),
	},
	(table) => [primaryKey({ columns: [table.packageId, table.voucherId] }), check('package_vouchers_quantity', sql`${table.quantity} between 1 and 10`)],
)


/**
 * A person's subscription to a package (docs/product.md#subscriptions; the states in
 * api/subscriptions/states.ts). It counts (the user state's isSubscribed) while it is trialing, active or
 * past due and its access has not ended (`access_until`: the period's end, or a past due's grace).
 */
export const subscriptions = pgTable(
	'subscriptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		subscriberProfileId: uuid('subscriber_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		// Restrict: a package someone subscribed to stays, for their history; it is made inactive instead.
		packageId: uuid('package_id')
			.notNull()
			.references(() => packages.id, { onDelete: 'restrict' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		status: text('status', { enum: subscriptionStatuses }).notNull(),
		/** How each period is paid: the saved card by itself, or a PromptPay QR by hand. */
		paymentMethod: text('payment_method', { enum: ['card', 'promptpay'] }).notNull(),
		currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
		currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
		/** Until when it counts: the period's end; past due, the end of the grace period. */
		accessUntil: timestamp('access_until', { withTimezone: true, mode: 'date' }).notNull(),
		/** When the renewal run next has work for it (open the next period's invoice, retry a charge, end it); null when it has none. */
		renewAt: timestamp('renew_at', { withTimezone: true, mode: 'date' }),
		cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
		cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
		endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [
		// /v1/me reads the caller's subscriptions on every call.
		index('subscriptions_subscriber_idx').on(table.subscriberProfileId),
		// A package's subscribers, and the restrict check when a package is deleted.
		index('subscriptions_package_idx').on(table.packageId),
		index('subscriptions_business_user_idx').on(table.businessUserId, table.createdAt.desc(), table.id.desc()),
		// One running subscription a person a business user: changing package is cancelling and subscribing again.
		uniqueIndex('subscriptions_running_idx')
			.on(table.subscriberProfileId, table.businessUserId)
			.where(sql.raw(`status in (${runningSubscriptionStatuses.map((s) => `'${s}'`).join(', ')})`)),
		// The renewal run's queue.
		index('subscriptions_renew_at_idx').on(table.renewAt).where(sql`${table.renewAt} is not null`),
		check('subscriptions_status', sql.raw(`status in (${subscriptionStatuses.map((s) => `'${s}'`).join(', ')})`)),
		check('subscriptions_payment_method', sql`${table.paymentMethod} in ('card', 'promptpay')`),
		check('subscriptions_period', sql`${table.currentPeriodEnd} >= ${table.currentPeriodStart} and ${table.accessUntil} >= ${table.currentPeriodEnd}`),
		check('subscriptions_ended', sql.raw(`(ended_at is not null) = (status in ('incomplete_expired', 'cancelled', 'lapsed'))`)),
	],
)

/**
 * What one period of a subscription costs, and whether it is paid (docs/product.md#subscriptions): opened
 * by the renewal run (or by subscribing), once per period; paid by the saved card, retried when declined,
 * or by a PromptPay QR. A paid invoice is the period's receipt, numbered per business user.
 */
export const subscriptionInvoices = pgTable(
	'subscription_invoices',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		subscriptionId: uuid('subscription_id')
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
		periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
		amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
		status: text('status', { enum: ['open', 'paid', 'void'] }).notNull().default('open'),
		/** Card charges tried so far; the next is due at `next_attempt_at` (null: none planned). */
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
		paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
		/** The receipt's number, given when paid: per business user, without gaps. */
		receiptNumber: integer('receipt_number'),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('subscription_invoices_period_idx').on(table.subscriptionId, table.periodStart),
		index('subscription_invoices_attempt_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'open' and ${table.nextAttemptAt} is not null`),
		check('subscription_invoices_status', sql`${table.status} in ('open', 'paid', 'void')`),
		check('subscription_invoices_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null and ${table.receiptNumber} is not null)`),
		check('subscription_invoices_amount', sql`${table.amountSatang} >= 0`),
	],
)

/** A charge at the gateway for a subscription invoice, and its status as the API last verified it. */
export const subscriptionPayments = pgTable(
	'subscription_payments',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		invoiceId: uuid('invoice_id')
			.notNull()
			.references(() => subscriptionInvoices.id, { onDelete: 'cascade' }),
		chargeId: text('charge_id').notNull().unique(),
		method: text('method', { enum: ['card', 'promptpay'] }).notNull(),
		amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
		status: text('status', { enum: ['pending', 'successful', 'failed', 'expired'] }).notNull(),
		failureCode: text('failure_code'),
		/** Given back (a payment that came for a period already paid, or for an ended subscription). */
		refundedSatang: bigint('refunded_satang', { mode: 'number' }).notNull().default(0),
		/** A PromptPay charge is paid by then or not at all. */
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('subscription_payments_invoice_idx').on(table.invoiceId, table.createdAt)],
)

/** A person's card kept at the gateway (one at a time): the gateway's customer and card ids, and what to show. */
export const savedCards = pgTable('saved_cards', {
	profileId: uuid('profile_id')
		.primaryKey()
		.references(() => profiles.id, { onDelete: 'cascade' }),
	customerId: text('customer_id').notNull().unique(),
	/** Null: no card (removed, or never saved); the customer stays for the next. */
	cardId: text('card_id'),
	brand: text('brand'),
	lastDigits: text('last_digits'),
	expirationMonth: integer('expiration_month'),
	expirationYear: integer('expiration_year'),
	savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }),
})

/** A person's membership of a business user: made by their first paid or trialing subscription, kept afterwards. */
export const memberships = pgTable(
	'memberships',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		/** Per business user, from 1, without gaps. */
		number: integer('number').notNull(),
		/** The tier of the package last subscribed to. */
		tier: text('tier').notNull(),
		joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(table) => [uniqueIndex('memberships_person_idx').on(table.profileId, table.businessUserId), uniqueIndex('memberships_number_idx').on(table.businessUserId, table.number)],
)

/** The last number of each kind a business user gave (member numbers, subscription receipts): raised in the giving transaction, so numbers have no gaps. */
export const businessUserNumbers = pgTable(
	'business_user_numbers',
	{
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		kind: text('kind', { enum: ['member', 'subscription_receipt'] }).notNull(),
		lastNumber: integer('last_number').notNull(),
	},
	(table) => [primaryKey({ columns: [table.businessUserId, table.kind] })],
)

/**
 * What a person decided to share with a business user (PDPA; docs/product.md#data-exchange), one event at
 * a time and never changed: the latest event of a person and business user is what holds now.
 */
export const consentEvents = pgTable(
	'consent_events',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		action: text('action', { enum: consentActions }).notNull(),
		/** What the business receives from now: some of name, email, phone, birthday (empty when withdrawn or declined). */
		scopes: text('scopes').array().notNull(),
		purpose: text('purpose').notNull(),
		/** The notice's version and language the person was shown. */
		noticeVersion: text('notice_version').notNull(),
		language: text('language').notNull(),
		requestId: text('request_id'),
		occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(table) => [
		index('consent_events_person_idx').on(table.profileId, table.businessUserId, table.occurredAt.desc(), table.id.desc()),
		index('consent_events_business_user_idx').on(table.businessUserId, table.occurredAt.desc()),
		check('consent_events_action', sql.raw(`action in (${consentActions.map((s) => `'${s}'`).join(', ')})`)),
		check('consent_events_scopes', sql`${table.scopes} <@ array['name', 'email', 'phone', 'birthday']::text[]`),
	],
)

// The sections of a person's profile page (docs/data-model.md §2.1). Each row belongs to one profile and
// goes with it; `position` orders a section as its owner arranged it. Every section is read whole, in
// order, through its (profile_id, position) index.

export const educationExperienceKind = pgEnum('education_experience_kind', ['education', 'experience'])

export const profileEducationExperiences = pgTable(
	'profile_education_experiences',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		kind: educationExperienceKind('kind').notNull(),
		title: text('title').notNull(),
		organisation: text('organisation').notNull().default(''),
		startsOn: date('starts_on', { mode: 'string' }).notNull(),
		// Null while it goes on (still studying, still working there).
		endsOn: date('ends_on', { mode: 'string' }),
		description: text('description'),
		position: integer('position').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('profile_education_experiences_range', sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
		index('profile_education_experiences_profile_idx').on(table.profileId, table.position),
	],
)

export const profileOurStories = pgTable(
	'profile_our_stories',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text('title').notNull(),
		body: text('body').notNull().default(''),
		imageUrl: text('image_url'),
		position: integer('position').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('profile_our_stories_profile_idx').on(table.profileId, table.position)],
)

export const profileSkillTalents = pgTable(
	'profile_skill_talents',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		// 1 (beginner) to 5 (expert); null when the person does not rate it.
		level: smallint('level'),
		position: integer('position').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('profile_skill_talents_level', sql`${table.level} is null or ${table.level} between 1 and 5`),
		index('profile_skill_talents_profile_idx').on(table.profileId, table.position),
	],
)

/**
 * The first answer to a create sent with an `Idempotency-Key` (api/http/idempotency.ts, ADR 0016), so the
 * same create sent again (a retry after a timeout, a form sent twice) gets that answer instead of making a
 * second record. A key is the caller's own: the person, and the business user they act as when any. The
 * row is reserved before the create runs (`response_status` null while it runs) and holds the answer once
 * it is known; a create that failed (5xx) leaves no row. Rows older than 24 hours count for nothing and are pruned.
 */
export const idempotencyKeys = pgTable(
	'idempotency_keys',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		callerProfileId: uuid('caller_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		actingBusinessUserId: uuid('acting_business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		key: text('key').notNull(),
		method: text('method').notNull(),
		path: text('path').notNull(),
		// SHA-256 of the request body (its JSON with the keys sorted), hex.
		requestHash: text('request_hash').notNull(),
		responseStatus: smallint('response_status'),
		responseContentType: text('response_content_type'),
		responseBody: text('response_body'),
		createdAt: createdAt(),
	},
	(table) => [
		// One row per caller and key; a person not acting as a business user has no business user (the nil uuid here).
		uniqueIndex('idempotency_keys_caller_key_idx').on(
			table.callerProfileId,
			sql`coalesce(${table.actingBusinessUserId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
			table.key,
		),
		index('idempotency_keys_created_idx').on(table.createdAt),
	],
)

/**
 * What one buyer orders from one business user (docs/product.md#shop; docs/data-model.md §2.7): its open
 * cart's lines and, as they are placed, its purchase orders. Its id is the `boid` of
 * /account/sale-screen/business-order/{boid}/…; one a buyer and business user, made with their first line.
 */
export const businessOrders = pgTable(
	'business_orders',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		buyerProfileId: uuid('buyer_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('business_orders_buyer_seller_idx').on(table.buyerProfileId, table.businessUserId), index('business_orders_seller_idx').on(table.businessUserId)],
)

/**
 * A line of a business order's open cart: an item (a catalogue item or a priced event) in an option, how
 * many, and the price the buyer saw when adding it, so a change since is shown, never applied silently.
 */
export const cartLines = pgTable(
	'cart_lines',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessOrderId: uuid('business_order_id')
			.notNull()
			.references(() => businessOrders.id, { onDelete: 'cascade' }),
		contentItemId: uuid('content_item_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		// One of the item's options ('' for an item without options).
		option: text('option').notNull().default(''),
		quantity: integer('quantity').notNull(),
		seenPriceSatang: bigint('seen_price_satang', { mode: 'number' }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('cart_lines_item_option_idx').on(table.businessOrderId, table.contentItemId, table.option),
		index('cart_lines_item_idx').on(table.contentItemId),
		check('cart_lines_quantity', sql`${table.quantity} between 1 and 99`),
		check('cart_lines_seen_price', sql`${table.seenPriceSatang} >= 0`),
	],
)

/**
 * A placed check-out (docs/product.md#shop; docs/data-model.md §2.7): what a buyer ordered from a business
 * user, priced by the API when placed, numbered in sequence per business user, and moved through the states
 * of api/shop/order-states.ts (every change a row of purchase_order_events).
 */
export const purchaseOrders = pgTable(
	'purchase_orders',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		// Where it was made: a buyer's check-out in the shop, or a counter sale rung up by staff on a selling session.
		origin: text('origin').$type<OrderOrigin>().notNull().default('shop'),
		timelineId: uuid('timeline_id').references((): AnyPgColumn => saleTimelines.id, { onDelete: 'restrict' }),
		// Null only for a counter sale to a customer who did not say who they are.
		businessOrderId: uuid('business_order_id').references(() => businessOrders.id, { onDelete: 'cascade' }),
		// The business order's buyer and business user again, so each side's list is one index.
		buyerProfileId: uuid('buyer_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		number: integer('number').notNull(),
		status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
		stage: text('stage')
			.$type<OrderStage>()
			.notNull()
			.generatedAlwaysAs(sql.raw(`case status ${Object.entries(orderStageOf).map(([status, stage]) => `when '${status}' then '${stage}'`).join(' ')} end`)),
		delivery: text('delivery').$type<DeliveryMethod>().notNull(),
		address: text('address'),
		postcode: text('postcode'),
		phone: text('phone'),
		note: text('note'),
		paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull(),
		/** Cash a counter sale's customer handed over (the change is this less the total). */
		cashReceivedSatang: bigint('cash_received_satang', { mode: 'number' }),
		totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
		/** A voucher from the buyer's pocket that pays part of it (docs/product.md#pocket), and how much: the total is the lines' less this. */
		voucherClaimId: uuid('voucher_claim_id').references((): AnyPgColumn => voucherClaims.id, { onDelete: 'set null' }),
		discountSatang: bigint('discount_satang', { mode: 'number' }).notNull().default(0),
		// Until when an unpaid order holds its stock.
		payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
		trackingNumber: text('tracking_number'),
		cancelReason: text('cancel_reason'),
		// Who a tax invoice is made out to, when the buyer asked for one at check-out: a name, a 13-digit tax
		// id, a branch ('00000' the head office) and an address; all null otherwise.
		invoiceName: text('invoice_name'),
		invoiceTaxId: text('invoice_tax_id'),
		invoiceBranch: text('invoice_branch'),
		invoiceAddress: text('invoice_address'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('purchase_orders_seller_number_idx').on(table.businessUserId, table.number),
		check('purchase_orders_discount', sql`${table.discountSatang} >= 0`),
		index('purchase_orders_seller_stage_idx').on(table.businessUserId, table.stage, table.createdAt, table.id),
		index('purchase_orders_seller_created_idx').on(table.businessUserId, table.createdAt, table.id),
		index('purchase_orders_buyer_idx').on(table.buyerProfileId, table.createdAt, table.id),
		index('purchase_orders_business_order_idx').on(table.businessOrderId, table.createdAt),
		index('purchase_orders_unpaid_idx').on(table.payBy).where(sql`${table.status} = 'awaiting_payment'`),
		check('purchase_orders_status', sql.raw(`status in (${orderStatuses.map((s) => `'${s}'`).join(', ')})`)),
		check('purchase_orders_delivery', sql.raw(`delivery in (${deliveryMethods.map((s) => `'${s}'`).join(', ')})`)),
		check('purchase_orders_payment_method', sql.raw(`payment_method in (${orderPaymentMethods.map((s) => `'${s}'`).join(', ')}) and (payment_method <> 'cash' or origin = 'counter')`)),
		check('purchase_orders_origin', sql.raw(`origin in (${orderOrigins.map((s) => `'${s}'`).join(', ')})`)),
		// A shop order has its buyer, business order and phone; a counter sale its selling session, and a buyer only when the customer said who they are.
		check(
			'purchase_orders_origin_parts',
			sql`case ${table.origin} when 'shop' then ${table.businessOrderId} is not null and ${table.buyerProfileId} is not null and ${table.phone} is not null and ${table.timelineId} is null else ${table.timelineId} is not null and (${table.buyerProfileId} is null) = (${table.businessOrderId} is null) end`,
		),
		check('purchase_orders_cash', sql`${table.cashReceivedSatang} is null or (${table.paymentMethod} = 'cash' and ${table.cashReceivedSatang} >= ${table.totalSatang})`),
		index('purchase_orders_timeline_idx').on(table.timelineId).where(sql`${table.timelineId} is not null`),
		check('purchase_orders_address', sql`(${table.delivery} = 'deliver') = (${table.address} is not null and ${table.postcode} is not null)`),
		check('purchase_orders_total', sql`${table.totalSatang} >= 0`),
		check(
			'purchase_orders_invoice',
			sql`num_nonnulls(${table.invoiceName}, ${table.invoiceTaxId}, ${table.invoiceBranch}, ${table.invoiceAddress}) in (0, 4) and (${table.invoiceTaxId} is null or (${table.invoiceTaxId} ~ '^[0-9]{13}$' and ${table.invoiceBranch} ~ '^[0-9]{5}$'))`,
		),
	],
)

/**
 * A selling session at the counter (docs/product.md#pocket, "Counter sale"): a day at the shop, a market
 * stall, opened by staff with "New sale" and closed when done. Its counter sales and their totals per way
 * of paying are its summary. A business user has at most one open at a time.
 */
export const saleTimelines = pgTable(
	'sale_timelines',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		openedByProfileId: uuid('opened_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
		closedAt: timestamp('closed_at', { withTimezone: true }),
	},
	(table) => [
		uniqueIndex('sale_timelines_open_idx').on(table.businessUserId).where(sql`${table.closedAt} is null`),
		index('sale_timelines_business_user_idx').on(table.businessUserId, table.openedAt),
	],
)

/**
 * A counter sale being rung up: its lines, and what its check-out chose (the customer, how they pay, the
 * cash handed over). Placing it makes the purchase order of the same id; the row stays, placed.
 */
export const counterOrders = pgTable(
	'counter_orders',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		timelineId: uuid('timeline_id')
			.notNull()
			.references(() => saleTimelines.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		customerProfileId: uuid('customer_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		paymentMethod: text('payment_method').$type<OrderPaymentMethod>(),
		cashReceivedSatang: bigint('cash_received_satang', { mode: 'number' }),
		placedAt: timestamp('placed_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('counter_orders_timeline_idx').on(table.timelineId, table.createdAt),
		check('counter_orders_payment_method', sql.raw(`payment_method is null or payment_method in (${orderPaymentMethods.map((s) => `'${s}'`).join(', ')})`)),
		check('counter_orders_cash', sql`${table.cashReceivedSatang} is null or (${table.paymentMethod} = 'cash' and ${table.cashReceivedSatang} >= 0)`),
	],
)

/** A line of a counter sale being rung up: a catalogue item in an option, and how many (priced when placed). */
export const counterOrderLines = pgTable(
	'counter_order_lines',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		counterOrderId: uuid('counter_order_id')
			.notNull()
			.references(() => counterOrders.id, { onDelete: 'cascade' }),
		contentItemId: uuid('content_item_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		option: text('option').notNull().default(''),
		quantity: integer('quantity').notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('counter_order_lines_item_option_idx').on(table.counterOrderId, table.contentItemId, table.option),
		check('counter_order_lines_quantity', sql`${table.quantity} between 1 and 99`),
	],
)

/** A line of a purchase order: the item, its option, how many, and the price copied when it was placed. */
export const purchaseOrderLines = pgTable(
	'purchase_order_lines',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		purchaseOrderId: uuid('purchase_order_id')
			.notNull()
			.references(() => purchaseOrders.id, { onDelete: 'cascade' }),
		contentItemId: uuid('content_item_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'restrict' }),
		kind: text('kind').$type<'catalogue' | 'event'>().notNull(),
		title: text('title').notNull(),
		option: text('option').notNull().default(''),
		quantity: integer('quantity').notNull(),
		priceSatang: bigint('price_satang', { mode: 'number' }).notNull(),
		// Whether the line took stock (a counted item), so giving it back touches only what was taken.
		stockCounted: boolean('stock_counted').notNull(),
	},
	(table) => [
		index('purchase_order_lines_order_idx').on(table.purchaseOrderId),
		check('purchase_order_lines_quantity', sql`${table.quantity} between 1 and 99`),
		check('purchase_order_lines_price', sql`${table.priceSatang} >= 0`),
	],
)

/** Which change of state may follow which: the table of api/shop/order-states.ts, kept by the database too. */
export const purchaseOrderTransitions = pgTable(
	'purchase_order_transitions',
	{
		fromStatus: text('from_status').notNull(),
		toStatus: text('to_status').notNull(),
	},
	(table) => [primaryKey({ columns: [table.fromStatus, table.toStatus] })],
)

/** An order's timeline: every change of its state, who made it (a person, or the system and the gateway), and why. */
export const purchaseOrderEvents = pgTable(
	'purchase_order_events',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		purchaseOrderId: uuid('purchase_order_id')
			.notNull()
			.references(() => purchaseOrders.id, { onDelete: 'cascade' }),
		// Null for the first (placed); otherwise a change the transitions table allows.
		fromStatus: text('from_status'),
		toStatus: text('to_status').notNull(),
		by: text('by').$type<OrderActor>().notNull(),
		byProfileId: uuid('by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		note: text('note'),
		// The clock when the change is written, not when its transaction began: a change that waited for the order's lock comes after the one it waited for.
		at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
	},
	(table) => [
		index('purchase_order_events_order_idx').on(table.purchaseOrderId, table.at),
		foreignKey({ columns: [table.fromStatus, table.toStatus], foreignColumns: [purchaseOrderTransitions.fromStatus, purchaseOrderTransitions.toStatus] }).onDelete('restrict'),
		check('purchase_order_events_first', sql.raw(`from_status is not null or to_status = 'awaiting_payment'`)),
		check('purchase_order_events_by', sql.raw(`by in (${orderActors.map((s) => `'${s}'`).join(', ')})`)),
	],
)

/** The last order number each business user gave: taken and raised in the placing transaction, so numbers have no gaps. */
export const businessUserOrderNumbers = pgTable('business_user_order_numbers', {
	businessUserId: uuid('business_user_id')
		.primaryKey()
		.references(() => businessUsers.id, { onDelete: 'cascade' }),
	lastNumber: integer('last_number').notNull(),
})

/**
 * A paid order's tax invoice (ใบกำกับภาษี, docs/product.md#shop): issued in the transaction that marks the
 * order paid when its buyer asked for one, numbered without gaps per business user and year, with the
 * seller's particulars and the VAT as they were that day (a document is never edited afterwards).
 */
export const taxInvoices = pgTable(
	'tax_invoices',
	{
		purchaseOrderId: uuid('purchase_order_id')
			.primaryKey()
			.references(() => purchaseOrders.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		year: integer('year').notNull(),
		sequence: integer('sequence').notNull(),
		sellerName: text('seller_name').notNull(),
		sellerTaxId: text('seller_tax_id').notNull(),
		sellerBranch: text('seller_branch').notNull(),
		sellerAddress: text('seller_address').notNull(),
		totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
		// The VAT in the total (prices include it), at the rate of the day.
		vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
		issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('tax_invoices_number_idx').on(table.businessUserId, table.year, table.sequence),
		check('tax_invoices_amounts', sql`${table.vatSatang} between 0 and ${table.totalSatang}`),
	],
)

/** The last tax invoice number each business user gave in a year: raised in the issuing transaction, so numbers have no gaps. */
export const businessUserInvoiceNumbers = pgTable(
	'business_user_invoice_numbers',
	{
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		year: integer('year').notNull(),
		lastNumber: integer('last_number').notNull(),
	},
	(table) => [primaryKey({ columns: [table.businessUserId, table.year] })],
)

/**
 * A charge made at the payment gateway for a purchase order (docs/product.md#shop): the gateway's id, and
 * its status as the API last verified it (a signed event, or the charge read back), never as a browser said.
 */
export const orderPayments = pgTable(
	'order_payments',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		purchaseOrderId: uuid('purchase_order_id')
			.notNull()
			.references(() => purchaseOrders.id, { onDelete: 'cascade' }),
		chargeId: text('charge_id').notNull(),
		method: text('method').$type<PaymentMethod>().notNull(),
		amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
		status: text('status').$type<'pending' | 'successful' | 'failed' | 'expired'>().notNull().default('pending'),
		failureCode: text('failure_code'),
		refundedSatang: bigint('refunded_satang', { mode: 'number' }).notNull().default(0),
		expiresAt: timestamp('expires_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('order_payments_charge_idx').on(table.chargeId),
		index('order_payments_order_idx').on(table.purchaseOrderId, table.createdAt),
		check('order_payments_status', sql`${table.status} in ('pending', 'successful', 'failed', 'expired')`),
		check('order_payments_amounts', sql`${table.amountSatang} > 0 and ${table.refundedSatang} between 0 and ${table.amountSatang}`),
	],
)

/** The gateway's events already acted on, by their id: a replayed or repeated event changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
	eventId: text('event_id').primaryKey(),
	receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * How many orders each business user has at each stage (the "Sales" page's counts), kept by a trigger on
 * purchase_orders in the same transaction as each change: counting a million orders on every view is not.
 */
export const businessUserOrderCounts = pgTable(
	'business_user_order_counts',
	{
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		stage: text('stage').$type<OrderStage>().notNull(),
		orders: integer('orders').notNull(),
	},
	(table) => [primaryKey({ columns: [table.businessUserId, table.stage] })],
)

/**
 * A conversation between two parties (docs/product.md#chat, docs/data-model.md §2.4): two people, or a
 * person and a business user. `pair_key` names the two in a fixed order, so the pair has one room however
 * many start it at once. `last_seq` numbers the messages with no gaps: raising it takes the room's row lock,
 * so a room's numbers are in the order its messages were committed.
 */
export const chatRooms = pgTable(
	'chat_rooms',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		pairKey: text('pair_key').notNull().unique(),
		lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
		lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
		startedByProfileId: uuid('started_by_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		createdAt: createdAt(),
	},
	(table) => [index('chat_rooms_started_by_idx').on(table.startedByProfileId, table.createdAt), check('chat_rooms_last_seq', sql`${table.lastSeq} >= 0`)],
)

/**
 * The two sides of a room (side 1 and 2), each a person or a business user, with the number its side has
 * read up to (unread = the room's last_seq less it) and whether it blocked the other side.
 */
export const chatMembers = pgTable(
	'chat_members',
	{
		roomId: uuid('room_id')
			.notNull()
			.references(() => chatRooms.id, { onDelete: 'cascade' }),
		side: smallint('side').notNull(),
		profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
		// The room's last number and time, copied here in each send's transaction (under the room's lock):
		// an inbox and its unread counts are the reader's member rows alone, by index, whatever the number of rooms.
		roomLastSeq: bigint('room_last_seq', { mode: 'number' }).notNull().default(0),
		roomLastMessageAt: timestamp('room_last_message_at', { withTimezone: true }),
		blockedAt: timestamp('blocked_at', { withTimezone: true }),
	},
	(table) => [
		primaryKey({ columns: [table.roomId, table.side] }),
		check('chat_members_side', sql`${table.side} in (1, 2)`),
		check('chat_members_one_party', sql`num_nonnulls(${table.profileId}, ${table.businessUserId}) = 1`),
		check('chat_members_read', sql`${table.lastReadSeq} between 0 and ${table.roomLastSeq}`),
		// A person's inbox and a business user's, newest first.
		index('chat_members_profile_inbox_idx').on(table.profileId, table.roomLastMessageAt.desc(), table.roomId.desc()).where(sql`${table.profileId} is not null`),
		index('chat_members_business_user_inbox_idx').on(table.businessUserId, table.roomLastMessageAt.desc(), table.roomId.desc()).where(sql`${table.businessUserId} is not null`),
	],
)

/**
 * A message: its room's number, the side it speaks for, and who typed it (for a business, one of its
 * staff). Deleting keeps the row with its text gone (`deleted_at`), so the numbers stay gapless.
 */
export const chatMessages = pgTable(
	'chat_messages',
	{
		roomId: uuid('room_id')
			.notNull()
			.references(() => chatRooms.id, { onDelete: 'cascade' }),
		seq: bigint('seq', { mode: 'number' }).notNull(),
		side: smallint('side').notNull(),
		authorProfileId: uuid('author_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		clientId: uuid('client_id').notNull(),
		body: text('body'),
		pictureUrl: text('picture_url'),
		orderId: uuid('order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
		deletedAt: timestamp('deleted_at', { withTimezone: true }),
	},
	(table) => [
		primaryKey({ columns: [table.roomId, table.seq] }),
		uniqueIndex('chat_messages_client_idx').on(table.roomId, table.authorProfileId, table.clientId),
		// A person's messages of the day, for the daily quota.
		index('chat_messages_author_idx').on(table.authorProfileId, table.createdAt),
		check('chat_messages_side', sql`${table.side} in (1, 2)`),
		check('chat_messages_seq', sql`${table.seq} >= 1`),
	],
)

/** A report of a conversation or one of its messages, kept for the operators (the back-office API). */
export const chatReports = pgTable(
	'chat_reports',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		roomId: uuid('room_id')
			.notNull()
			.references(() => chatRooms.id, { onDelete: 'cascade' }),
		seq: bigint('seq', { mode: 'number' }),
		reporterProfileId: uuid('reporter_profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		reason: text('reason').notNull(),
		createdAt: createdAt(),
		resolvedAt: timestamp('resolved_at', { withTimezone: true }),
	},
	(table) => [index('chat_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`)],
)

// --- My pocket (docs/data-model.md §2.8, ADR 0028) ---------------------------------------------------------

/**
 * A ledger account: a person's, a business user's (the points it has given and not taken back: its
 * liability, so it may go below zero) or the system's (`expired`, `opening`). One per holder and unit.
 * Amounts are whole numbers of the unit's smallest step (contracts/pocket.ts `unitScale`: a point; a
 * ten-thousandth of a token or of experience). A person's accounts are copied onto `account_points` by a
 * trigger in the same transaction.
 */
export const ledgerAccounts = pgTable(
	'ledger_accounts',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		unit: text('unit', { enum: ['points', 'tokens', 'experience'] }).notNull(),
		profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id').references(() => businessUsers.id, { onDelete: 'cascade' }),
		systemName: text('system_name'),
		balance: bigint('balance', { mode: 'number' }).notNull().default(0),
		allowNegative: boolean('allow_negative').notNull().default(false),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('ledger_accounts_person_idx').on(table.profileId, table.unit).where(sql`${table.profileId} is not null`),
		uniqueIndex('ledger_accounts_business_user_idx').on(table.businessUserId, table.unit).where(sql`${table.businessUserId} is not null`),
		uniqueIndex('ledger_accounts_system_idx').on(table.systemName, table.unit).where(sql`${table.systemName} is not null`),
		check('ledger_accounts_unit', sql`${table.unit} in ('points', 'tokens', 'experience')`),
		check('ledger_accounts_one_holder', sql`num_nonnulls(${table.profileId}, ${table.businessUserId}, ${table.systemName}) = 1`),
		check('ledger_accounts_not_negative', sql`${table.allowNegative} or ${table.balance} >= 0`),
	],
)

export const ledgerReasons = ['sale', 'counter', 'voucher', 'voucher_returned', 'expiry', 'opening', 'adjustment'] as const
export type LedgerReason = (typeof ledgerReasons)[number]

/** A movement between two accounts of one unit: a positive amount, once per idempotency key. Never updated or deleted. */
export const ledgerTransfers = pgTable(
	'ledger_transfers',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		unit: text('unit', { enum: ['points', 'tokens', 'experience'] }).notNull(),
		fromAccountId: uuid('from_account_id')
			.notNull()
			.references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
		toAccountId: uuid('to_account_id')
			.notNull()
			.references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
		amount: bigint('amount', { mode: 'number' }).notNull(),
		reason: text('reason', { enum: ledgerReasons }).notNull(),
		/** What it was for: a point code's collection, a voucher claim, an order. */
		referenceType: text('reference_type').notNull(),
		referenceId: uuid('reference_id'),
		/** The business user it was with, for the pocket's history ("Robtua Demo Shop"). */
		businessUserId: uuid('business_user_id').references(() => businessUsers.id, { onDelete: 'set null' }),
		idempotencyKey: text('idempotency_key').notNull().unique(),
		createdAt: createdAt(),
	},
	(table) => [
		check('ledger_transfers_positive', sql`${table.amount} > 0`),
		check('ledger_transfers_two_accounts', sql`${table.fromAccountId} <> ${table.toAccountId}`),
		check('ledger_transfers_reason', sql`${table.reason} in ('sale', 'counter', 'voucher', 'voucher_returned', 'expiry', 'opening', 'adjustment')`),
	],
)

/** The two sides of each transfer: minus on the account it left, plus on the one it reached, with the balance after. Never updated or deleted. */
export const ledgerEntries = pgTable(
	'ledger_entries',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		transferId: uuid('transfer_id')
			.notNull()
			.references(() => ledgerTransfers.id, { onDelete: 'cascade' }),
		accountId: uuid('account_id')
			.notNull()
			.references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
		amount: bigint('amount', { mode: 'number' }).notNull(),
		balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('ledger_entries_account_idx').on(table.accountId, table.id.desc()), index('ledger_entries_transfer_idx').on(table.transferId)],
)

/** Points as they were earned, spent oldest-expiring first and expired when their time comes (`remaining` is what is left of each). */
export const pointLots = pgTable(
	'point_lots',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		accountId: uuid('account_id')
			.notNull()
			.references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
		transferId: uuid('transfer_id')
			.notNull()
			.references(() => ledgerTransfers.id, { onDelete: 'cascade' }),
		amount: bigint('amount', { mode: 'number' }).notNull(),
		remaining: bigint('remaining', { mode: 'number' }).notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [
		index('point_lots_open_idx').on(table.accountId, table.expiresAt, table.id).where(sql`${table.remaining} > 0`),
		index('point_lots_due_idx').on(table.expiresAt).where(sql`${table.remaining} > 0`),
		check('point_lots_remaining', sql`${table.remaining} between 0 and ${table.amount}`),
	],
)

/** A business user's rules for giving points: per baht at its counter, and its printed counter QR code. */
export const businessUserRewards = pgTable(
	'business_user_rewards',
	{
		businessUserId: uuid('business_user_id')
			.primaryKey()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		/** One point for every this many baht of a sale; null gives none. */
		bahtPerPoint: integer('baht_per_point'),
		/** Points its counter QR code gives, at most once a day per person; null: no counter code. */
		counterPoints: integer('counter_points'),
		/** How near (metres) to `counter_location` a person must say they are to collect at the counter; null: anywhere. */
		counterRadiusM: integer('counter_radius_m'),
		/** Where the counter is (x = longitude, y = latitude): the geofence's centre. */
		counterLocation: point('counter_location', { mode: 'xy' }),
		/** The counter code's secret part, changed to retire printed codes. */
		counterCode: text('counter_code').notNull().unique(),
		updatedAt: updatedAt(),
	},
	(table) => [
		check('business_user_rewards_baht_per_point', sql`${table.bahtPerPoint} is null or ${table.bahtPerPoint} between 1 and 100000`),
		check('business_user_rewards_counter_points', sql`${table.counterPoints} is null or ${table.counterPoints} between 1 and 1000`),
		check('business_user_rewards_counter_radius', sql`${table.counterRadiusM} is null or (${table.counterRadiusM} between 10 and 50000 and ${table.counterLocation} is not null)`),
	],
)

/**
 * A one-time points code (a counter sale's receipt): collected once, before it expires. A counter code is
 * `business_user_rewards.counter_code` instead, collected once a day per person.
 */
export const pointCodes = pgTable(
	'point_codes',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		code: text('code').notNull().unique(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		purchaseOrderId: uuid('purchase_order_id')
			.unique()
			.references(() => purchaseOrders.id, { onDelete: 'cascade' }),
		points: integer('points').notNull(),
		/** Experience it gives, in ten-thousandths. */
		experience: bigint('experience', { mode: 'number' }).notNull().default(0),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: createdAt(),
	},
	(table) => [check('point_codes_points', sql`${table.points} > 0`)],
)

/** Each collection of a code: `once_key` is unique, so a receipt's code is collected once and a counter code once a day per person. */
export const pointCollections = pgTable(
	'point_collections',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		onceKey: text('once_key').notNull().unique(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		pointCodeId: uuid('point_code_id').references(() => pointCodes.id, { onDelete: 'cascade' }),
		points: integer('points').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('point_collections_business_user_idx').on(table.businessUserId, table.createdAt)],
)

/** A voucher a business user offers: a value in baht or a percentage, for points or free, while it lasts. */
export const vouchers = pgTable(
	'vouchers',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		title: text('title').notNull(),
		description: text('description').notNull().default(''),
		valueSatang: bigint('value_satang', { mode: 'number' }),
		percent: integer('percent'),
		pointsCost: integer('points_cost').notNull().default(0),
		/** How many may be got in all; null: no limit. */
		quantity: integer('quantity'),
		claimed: integer('claimed').notNull().default(0),
		perPerson: integer('per_person').notNull().default(1),
		validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
		validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
		endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [
		index('vouchers_business_user_idx').on(table.businessUserId, table.createdAt.desc(), table.id.desc()),
		index('vouchers_offered_idx').on(table.validUntil, table.id).where(sql`${table.endedAt} is null`),
		check('vouchers_value', sql`num_nonnulls(${table.valueSatang}, ${table.percent}) = 1`),
		check('vouchers_value_satang', sql`${table.valueSatang} is null or ${table.valueSatang} between 100 and 10000000`),
		check('vouchers_percent', sql`${table.percent} is null or ${table.percent} between 1 and 100`),
		check('vouchers_points_cost', sql`${table.pointsCost} between 0 and 1000000`),
		check('vouchers_quantity', sql`${table.quantity} is null or (${table.quantity} >= 1 and ${table.claimed} <= ${table.quantity})`),
		check('vouchers_claimed', sql`${table.claimed} >= 0`),
		check('vouchers_per_person', sql`${table.perPerson} between 1 and 100`),
		check('vouchers_valid', sql`${table.validUntil} > ${table.validFrom}`),
	],
)

/** A voucher a person got: its one-time code, held until staff redeem it (which may be undone for two minutes). */
export const voucherClaims = pgTable(
	'voucher_claims',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		voucherId: uuid('voucher_id')
			.notNull()
			.references(() => vouchers.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		/** Ten Crockford base-32 letters and digits, typed by staff or read from the QR code. */
		code: text('code').notNull().unique(),
		status: text('status', { enum: ['held', 'redeemed'] }).notNull().default('held'),
		idempotencyKey: text('idempotency_key').notNull(),
		/** Given by a subscription's paid period (no points spent); null for a voucher got with points. */
		subscriptionInvoiceId: uuid('subscription_invoice_id').references((): AnyPgColumn => subscriptionInvoices.id, { onDelete: 'set null' }),
		redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
		redeemedByProfileId: uuid('redeemed_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
	},
	(table) => [
		index('voucher_claims_profile_idx').on(table.profileId, table.createdAt.desc(), table.id.desc()),
		index('voucher_claims_voucher_idx').on(table.voucherId, table.profileId),
		uniqueIndex('voucher_claims_idempotency_idx').on(table.profileId, table.idempotencyKey),
		// /account/subscription/voucher: a person's vouchers from subscriptions.
		index('voucher_claims_subscription_idx').on(table.profileId, table.createdAt.desc(), table.id.desc()).where(sql`${table.subscriptionInvoiceId} is not null`),
		check('voucher_claims_status', sql`${table.status} in ('held', 'redeemed')`),
		check('voucher_claims_redeemed', sql`(${table.status} = 'redeemed') = (${table.redeemedAt} is not null)`),
	],
)

/** Every redemption and its undoing, for the business's record (who, when). */
export const voucherRedemptions = pgTable(
	'voucher_redemptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		claimId: uuid('claim_id')
			.notNull()
			.references(() => voucherClaims.id, { onDelete: 'cascade' }),
		businessUserId: uuid('business_user_id')
			.notNull()
			.references(() => businessUsers.id, { onDelete: 'cascade' }),
		byProfileId: uuid('by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		undoUntil: timestamp('undo_until', { withTimezone: true, mode: 'date' }).notNull(),
		undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
		undoneByProfileId: uuid('undone_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
	},
	(table) => [index('voucher_redemptions_claim_idx').on(table.claimId, table.at.desc()), index('voucher_redemptions_business_user_idx').on(table.businessUserId, table.at.desc())],
)

export const communityVisibility = pgEnum('community_visibility', ['public', 'private'])
export const communityRole = pgEnum('community_role', ['owner', 'moderator', 'member'])
export const communityMemberStatus = pgEnum('community_member_status', ['active', 'requested', 'invited'])

/**
 * A community of neighbours (docs/data-model.md §2.5): a public one is found by search and around me and
 * joined by anyone; a private one is joined by invitation or an accepted request, and what is published
 * for it (content_items.community_id) is seen by its members alone (api/content/visibility.ts).
 */
export const communities = pgTable(
	'communities',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		description: text('description').notNull().default(''),
		coverImageUrl: text('cover_image_url'),
		// x = longitude, y = latitude, as content_items.location.
		location: point('location', { mode: 'xy' }),
		address: text('address'),
		province: text('province'),
		visibility: communityVisibility('visibility').notNull().default('public'),
		createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		...searchColumns(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('communities_created_idx').on(table.createdAt.desc(), table.id.desc()).where(sql`${table.visibility} = 'public'`),
		// Public communities around a point (around me), nearest first.
		index('communities_location_idx')
			.using('gist', table.location)
			.where(sql`${table.visibility} = 'public' and ${table.location} is not null`),
		index('communities_search_idx')
			.using('gin', table.search),
		index('communities_name_trgm_idx')
			.using('gin', sql`${table.name} gin_trgm_ops`),
	],
)

/**
 * Who belongs to a community and as what: active members, people who asked to join a private community
 * (requested) and people invited to it (invited). One owner a community.
 */
export const communityMembers = pgTable(
	'community_members',
	{
		communityId: uuid('community_id')
			.notNull()
			.references(() => communities.id, { onDelete: 'cascade' }),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		role: communityRole('role').notNull().default('member'),
		status: communityMemberStatus('status').notNull().default('active'),
		invitedByProfileId: uuid('invited_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		createdAt: createdAt(),
		joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		primaryKey({ columns: [table.communityId, table.profileId] }),
		index('community_members_profile_idx').on(table.profileId, table.status),
		index('community_members_community_idx').on(table.communityId, table.status, table.joinedAt),
		uniqueIndex('community_members_one_owner_idx').on(table.communityId).where(sql`${table.role} = 'owner'`),
		check('community_members_joined', sql`(${table.status} = 'active') = (${table.joinedAt} is not null)`),
		check('community_members_owner_active', sql`${table.role} = 'member' or ${table.status} = 'active'`),
	],
)

/**
 * A board's replies (a board is a content item of kind board_post): numbered 1, 2, … per board without
 * gaps, taken under the board's row lock, so replies page by `reply_no` and a follower's unread count is
 * the last number less the last one they read (board_follows).
 */
export const boardReplies = pgTable(
	'board_replies',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		boardId: uuid('board_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		replyNo: integer('reply_no').notNull(),
		authorProfileId: uuid('author_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
		body: text('body').notNull(),
		pictures: text('pictures').array().notNull().default(sql`'{}'::text[]`),
		createdAt: createdAt(),
		editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
		deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
		// Who removed it when it was not its author: a moderator of the board's community.
		removedByProfileId: uuid('removed_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
	},
	(table) => [uniqueIndex('board_replies_board_no_idx').on(table.boardId, table.replyNo)],
)

/** A board's running numbers: its last reply's number and time (the feed's order for followed boards). */
export const boardThreads = pgTable(
	'board_threads',
	{
		boardId: uuid('board_id')
			.primaryKey()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		lastReplyNo: integer('last_reply_no').notNull().default(0),
		replyCount: integer('reply_count').notNull().default(0),
		lastReplyAt: timestamp('last_reply_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [index('board_threads_last_reply_idx').on(table.lastReplyAt.desc())],
)

/** Who follows a board, and the last reply they have seen. */
export const boardFollows = pgTable(
	'board_follows',
	{
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		boardId: uuid('board_id')
			.notNull()
			.references(() => contentItems.id, { onDelete: 'cascade' }),
		lastReadReplyNo: integer('last_read_reply_no').notNull().default(0),
		createdAt: createdAt(),
	},
	(table) => [primaryKey({ columns: [table.profileId, table.boardId] }), index('board_follows_board_idx').on(table.boardId)],
)

/**
 * A person's own agenda entries (docs/product.md#my-agenda): private to them, never content. `sequence`
 * grows on each change, as iCalendar's SEQUENCE asks.
 */
export const agendaEntries = pgTable(
	'agenda_entries',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		title: text('title').notNull(),
		startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
		endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
		location: point('location', { mode: 'xy' }),
		address: text('address'),
		province: text('province'),
		notes: text('notes').notNull().default(''),
		sequence: integer('sequence').notNull().default(0),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('agenda_entries_profile_starts_idx').on(table.profileId, table.startsAt, table.id),
		check('agenda_entries_time_range', sql`${table.endsAt} >= ${table.startsAt}`),
	],
)

/** A person's private calendar feed address: only the token's hash is kept; renewing replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
	profileId: uuid('profile_id')
		.primaryKey()
		.references(() => profiles.id, { onDelete: 'cascade' }),
	tokenHash: text('token_hash').notNull().unique(),
	createdAt: createdAt(),
})

export const feedbackStatus = pgEnum('feedback_status', ['open', 'answered', 'closed'])
export const feedbackAuthor = pgEnum('feedback_author', ['person', 'team'])

/** What a person tells the team (docs/product.md#feedback): seen by its sender and the operators only. */
export const feedback = pgTable(
	'feedback',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		subject: text('subject').notNull(),
		body: text('body').notNull(),
		pictureUrl: text('picture_url'),
		// The page it is about (a path of ours), and the language the person wrote in.
		page: text('page'),
		locale: text('locale'),
		status: feedbackStatus('status').notNull().default('open'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('feedback_profile_idx').on(table.profileId, table.createdAt.desc(), table.id.desc()), index('feedback_status_idx').on(table.status, table.updatedAt.desc())],
)

/** The conversation on a feedback: the person's replies and the team's answers. */
export const feedbackReplies = pgTable(
	'feedback_replies',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		feedbackId: uuid('feedback_id')
			.notNull()
			.references(() => feedback.id, { onDelete: 'cascade' }),
		author: feedbackAuthor('author').notNull(),
		body: text('body').notNull(),
		createdAt: createdAt(),
	},
	(table) => [index('feedback_replies_feedback_idx').on(table.feedbackId, table.createdAt)],
)

/**
 * What a person is told (the team answered their feedback, a community accepted them, …): shown as a toast
 * on their next page and kept until seen. `data` holds what the message needs (ids and titles).
 */
export const notifications = pgTable(
	'notifications',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		profileId: uuid('profile_id')
			.notNull()
			.references(() => profiles.id, { onDelete: 'cascade' }),
		kind: text('kind').notNull(),
		data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
		createdAt: createdAt(),
		seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [index('notifications_unseen_idx').on(table.profileId, table.createdAt).where(sql`${table.seenAt} is null`)],
)
