import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { PlaceChoices } from '#app/around-me/place-choices.ts'
import { hydrateLater } from './hydrate-later.tsx'
import type { FieldSpec } from './form-field.tsx'

const EditForm = hydrateLater(() => import('./edit-form.tsx').then((m) => m.EditForm))

/** What oneFormPageData (app/forms/one-form-page.server.ts) answers. */
type OneFormPageData = { namespace: string; labels: string; owner: string | null; name?: string; values: Record<string, string>; cancelTo: string; places?: PlaceChoices }

/**
 * The view of a one-form page, for a person's and a business user's pages alike: the owner's name (when
 * given), the title and intro, and the form (its pictures among its fields, saved with it).
 */
export function OneFormPage({ id, fields, schema, required }: { id: string; fields: readonly FieldSpec[]; schema: () => Promise<z.ZodType>; required?: readonly string[] }) {
	const { namespace, labels, owner, name, values, cancelTo, places } = useLoaderData<OneFormPageData>()
	const { t } = useTranslation(namespace)
	return (
		<div className="form-page">
			{owner ? <p className="muted">{owner}</p> : null}
			<h1>{t(`${labels}.heading`)}</h1>
			<p className="muted">{t(`${labels}.intro`)}</p>
			<EditForm id={id} namespace={namespace} labels={labels} fields={fields} schema={schema} required={required} defaultValue={values} cancelTo={cancelTo} owner={name ?? owner ?? undefined} places={places} />
		</div>
	)
}
