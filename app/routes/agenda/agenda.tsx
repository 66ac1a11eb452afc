import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { failureInit } from '#app/api/outage.ts'
import { agendaApi } from '#app/agenda/api.server.ts'
import { calendarPaths } from '#app/agenda/paths.ts'
import { agendaDays, formatShortDay, rangeOfPage } from '#app/agenda/views.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { Button } from '#app/components/ui/button.tsx'
import { formatDay } from '#app/content/display.ts'
import { ConfirmStep } from '#app/forms/confirm-step.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { agendaLinks } from '#app/agenda/styles.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['agenda'] }
export const meta = pageMeta
export const links = agendaLinks

const RENEW_QUERY = { name: 'renew', value: 'confirm' } as const

/**
 * /account/agenda: "My agenda" (docs/product.md#my-agenda): what the person is going to and their own
 * entries, by day, 30 days a page ("Earlier", "Later": `?from=`); "Add to calendar" (the whole agenda as
 * an .ics file) and the private feed address calendar apps subscribe to, made or renewed here ("Renew
 * address" asks first, `?renew=confirm`). All of it works without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const url = new URL(request.url)
	const range = rangeOfPage(url.searchParams)
	const api = agendaApi(request, context, session)
	const [agenda, t, language] = await Promise.all([api.agenda(range.query), i18next.getFixedT(request, 'agenda'), i18next.getLocale(request)])
	const { feed } = agenda
	return {
		meta: { title: t('title'), description: t('intro') },
		range: { from: range.from, label: t('range', { from: formatShortDay(range.from, language), to: formatShortDay(range.lastDay, language) }), earlier: range.earlier, later: range.later },
		days: agendaDays(agenda.items, language, range),
		feed: { active: feed.active, since: feed.createdAt ? formatDay(feed.createdAt, language) : null },
		confirmingRenew: feed.active && url.searchParams.get(RENEW_QUERY.name) === RENEW_QUERY.value,
	}
}

/** "Make my address" and "Renew address" (after its question): the new address is shown this once. */
export async function action(args: ActionFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const intent = (await readForm(request)).get('intent')
	if (intent !== 'renew-feed') return data({ failure: 'invalid' as const, address: null }, { status: 400 })
	try {
		const { token } = await agendaApi(request, context, session).renewFeed()
		const https = new URL(calendarPaths.feed(token), request.url).href
		return { failure: null, address: { https, webcal: https.replace(/^https?:/, 'webcal:') } }
	} catch (error) {
		return data({ failure: failureReason(request, error), address: null }, failureInit(error, 502))
	}
}

export default function MyAgenda() {
	const { t } = useTranslation('agenda')
	const { range, days, feed, confirmingRenew } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<div className="stack agenda">
			<h1>{t('title')}</h1>
			<p className="muted">{t('intro')}</p>
			<p className="button-row">
				<Link className="button" to="/account/agenda/create">
					{t('create.link')}
				</Link>
				<a className="button button--secondary" href={calendarPaths.all} download>
					{t('addToCalendar')}
				</a>
			</p>

			<nav aria-label={t('pages')} className="agenda__pages">
				<Link to={`?from=${range.earlier}`} rel="prev">
					{t('earlier')}
				</Link>
				<span aria-current="page">{range.label}</span>
				<Link to={`?from=${range.later}`} rel="next">
					{t('later')}
				</Link>
			</nav>

			{days.length === 0 ? (
				<div className="card stack">
					<p>{t('empty')}</p>
					<p>
						<Link to="/account/agenda/create">{t('create.first')}</Link>
					</p>
				</div>
			) : (
				days.map((day) => (
					<section key={day.day} aria-labelledby={`day-${day.day}`} className="stack agenda__day">
						<h2 id={`day-${day.day}`}>{day.heading}</h2>
						<ul className="agenda__lines">
							{day.lines.map((line) => (
								<li key={`${line.type}-${line.id}`} className={`card agenda__line agenda__line--${line.type}`}>
									<time dateTime={line.dateTime} className="agenda__time">
										{line.time}
									</time>
									<Link to={line.href} className="agenda__title">
										{line.title}
									</Link>
									<span className="agenda__badge">{t(`types.${line.type}`)}</span>
									{line.place ? <span className="muted agenda__place">{line.place}</span> : null}
								</li>
							))}
						</ul>
					</section>
				))
			)}

			<section aria-labelledby="agenda-subscribe" className="card stack">
				<h2 id="agenda-subscribe">{t('feed.title')}</h2>
				<p>{t('feed.lead')}</p>
				{answer?.failure ? (
					<p role="alert" className="form-error">
						{t(`errors.${answer.failure}`, { defaultValue: t('errors.unavailable') })}
					</p>
				) : null}
				{answer?.address ? (
					<div className="stack" role="status">
						<div className="field">
							<label htmlFor="agenda-feed-address">{t('feed.address')}</label>
							<input id="agenda-feed-address" type="text" readOnly value={answer.address.https} onFocus={(event) => event.currentTarget.select()} />
						</div>
						<p className="muted">{t('feed.onlyNow')}</p>
						<p>
							<a href={answer.address.webcal}>{t('feed.subscribe')}</a>
						</p>
					</div>
				) : feed.active ? (
					<p className="muted">{t('feed.since', { date: feed.since })}</p>
				) : null}
				{confirmingRenew ? (
					<ConfirmStep id="renew-feed-title" headingLevel={3} question={t('feed.renewQuestion')} warning={t('feed.renewWarning')} fields={{ intent: 'renew-feed' }} confirm={t('feed.renew')} keep={t('feed.keep')} />
				) : feed.active ? (
					<Form method="get" preventScrollReset>
						<input type="hidden" name="from" value={range.from} />
						<input type="hidden" name={RENEW_QUERY.name} value={RENEW_QUERY.value} />
						<Button type="submit" variant="secondary">
							{t('feed.renew')}
						</Button>
					</Form>
				) : (
					<Form method="post">
						<input type="hidden" name="intent" value="renew-feed" />
						<Button type="submit">{t('feed.make')}</Button>
					</Form>
				)}
			</section>
		</div>
	)
}
