import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * A business user's pages (docs/product.md#business-user-pages): making or joining one, acting as it, its
 * profile and the pages under it, the owner's and admins' forms (check-owner-business), and the QR-code
 * bio page. The about-us parts share one page module (form-about-part.tsx).
 */
export const businessUserRoutes = {
	businessCreate: [
		route('business-user/create', 'routes/business-user/create.tsx'),
		route('business-user/add-with-existing', 'routes/business-user/add-with-existing.tsx'),
	],
	businessLogin: [route('business-user/:id/login', 'routes/business-user/login.tsx')],
	default: [
		route('business-user/:id', 'routes/business-user/business-user.tsx'),
		route('business-user/:id/information', 'routes/business-user/information.tsx'),
		route('business-user/:id/bio', 'routes/business-user/bio.tsx'),
		route('business-user/:id/business-profile', 'routes/business-user/business-profile.tsx'),
		route('business-user/:id/additional-content', 'routes/business-user/additional-content.tsx'),
		route('business-user/:id/event/around-here', 'routes/business-user/around-here.tsx'),
		route('business-user/:id/story/share', 'routes/business-user/story-share.tsx'),
		// Its content, one item a page: the page module of every kind (app/around-me/routes.ts).
		route('business-user/:id/attention/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-attention-item' }),
		route('business-user/:id/catalogue/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-catalogue-item' }),
		route('business-user/:id/event/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-event-item' }),
		route('business-user/:id/media/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-media-item' }),
		route('business-user/:id/new-room/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-new-room-item' }),
		route('business-user/:id/ebook', 'routes/business-user/ebooks.tsx'),
	],
	fullScreen: [
		route('business-user/:id/story/:itemId', 'routes/around-me/item.tsx', { id: 'business-user-story-item' }),
		route('business-user/:id/ebook/:itemId', 'routes/business-user/ebook-viewer.tsx'),
	],
	form: [
		route('business-user/:id/form/overview', 'routes/business-user/form-overview.tsx'),
		route('business-user/:id/form/about-us', 'routes/business-user/form-about-us.tsx'),
		route('business-user/:id/form/about-us/description', 'routes/business-user/form-about-part.tsx', { id: 'business-user-about-description' }),
		route('business-user/:id/form/about-us/goal', 'routes/business-user/form-about-part.tsx', { id: 'business-user-about-goal' }),
		route('business-user/:id/form/about-us/our-business', 'routes/business-user/form-about-part.tsx', { id: 'business-user-about-our-business' }),
		route('business-user/:id/form/about-us/our-story', 'routes/business-user/form-about-part.tsx', { id: 'business-user-about-our-story' }),
		route('business-user/:id/form/business-info', 'routes/business-user/form-business-info.tsx'),
		route('business-user/:id/form/link', 'routes/business-user/form-link.tsx'),
	],
	blank: [route('business-user/:id/qr-code-bio', 'routes/business-user/qr-code-bio.tsx')],
} satisfies AreaRoutes
