import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { PlaceChoices } from '#app/around-me/place-choices.ts'
import { PlaceSelect } from '#app/around-me/place-select.tsx'
import { FormError } from '#app/components/form-error.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FieldErrors } from '#app/components/ui/field-errors.tsx'
import { TextArea } from '#app/components/ui/text-area.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { replyFor, type ActionReply } from '#app/forms/reply.ts'
import { PictureInput } from '#app/media/picture-input.tsx'
import { communityLimits, communityVisibilities } from '#contracts/community-limits.ts'

export type CommunityFormValues = { name: string; description: string; visibility: string; place: string; address: string; coverImageUrl: string }

/**
 * Creating a community (intent `create`) and changing one (`save`): name, description, public or private,
 * cover picture (the uploader, ADR 0012: a multipart form that works without JavaScript), place and
 * address. A form sent back keeps what was typed and the picture uploaded. Routes show it through
 * hydrateLater (ADR 0007), so its props are plain values that stay the same between renders.
 */
export function CommunityForm({ intent, values, places, actionData, submit, cancelHref }: { intent: 'create' | 'save'; values: CommunityFormValues; places: PlaceChoices; actionData?: ActionReply; submit: string; cancelHref?: string }) {
	const { t } = useTranslation('communities')
	const reply = replyFor(actionData, intent)
	const busy = useNavigation().formData?.get('intent') === intent
	const id = `community-${intent}`
	const value = (name: keyof CommunityFormValues) => (reply ? (reply.value(name) ?? '') : values[name])
	const errors = (name: keyof CommunityFormValues) => reply?.fieldErrors(name)
	return (
		<Form method="post" encType="multipart/form-data" className="stack" noValidate>
			<input type="hidden" name="intent" value={intent} />
			<FormError id={`${id}-error`} errors={reply?.formErrors} namespace="communities" />
			<TextField label={t('form.name')} errors={errors('name')} inputProps={{ id: `${id}-name`, name: 'name', defaultValue: value('name'), required: true, maxLength: communityLimits.name, autoComplete: 'off' }} />
			<div className="field">
				<label htmlFor={`${id}-description`}>{t('form.description')}</label>
				<TextArea id={`${id}-description`} name="description" rows={4} maxLength={communityLimits.description} defaultValue={value('description')} aria-invalid={errors('description')?.length ? true : undefined} />
				<FieldErrors id={`${id}-description-error`} errors={errors('description')} label={t('form.description')} />
			</div>
			<div className="field">
				<label htmlFor={`${id}-visibility`}>{t('form.visibility')}</label>
				<span id={`${id}-visibility-hint`} className="field__hint">
					{t('form.visibilityHint')}
				</span>
				<select id={`${id}-visibility`} name="visibility" defaultValue={value('visibility') || 'public'} aria-describedby={`${id}-visibility-hint`}>
					{communityVisibilities.map((visibility) => (
						<option key={visibility} value={visibility}>
							{t(`visibility.${visibility}`)}
						</option>
					))}
				</select>
				<FieldErrors id={`${id}-visibility-error`} errors={errors('visibility')} label={t('form.visibility')} />
			</div>
			<PictureInput name="coverImageUrl" id={`${id}-cover`} purpose="cover" defaultValue={value('coverImageUrl')} saved={values.coverImageUrl} label={t('form.cover')} hint={t('form.coverHint')} alt={t('form.coverAlt')} errors={errors('coverImageUrl')} removable />
			<PlaceSelect id={`${id}-place`} choices={places} label={t('form.place')} name="place" defaultValue={value('place')} emptyOption={t('form.noPlace')} describedBy={`${id}-place-hint`} invalid={Boolean(errors('place')?.length)}>
				<span id={`${id}-place-hint`} className="field__hint">
					{t('form.placeHint')}
				</span>
				<FieldErrors id={`${id}-place-error`} errors={errors('place')} label={t('form.place')} />
			</PlaceSelect>
			<TextField label={t('form.address')} errors={errors('address')} inputProps={{ id: `${id}-address`, name: 'address', defaultValue: value('address'), autoComplete: 'off' }} />
			<p className="form-actions">
				<Button type="submit" aria-disabled={busy || undefined}>
					{submit}
				</Button>
				{cancelHref ? <Link to={cancelHref}>{t('form.cancel')}</Link> : null}
			</p>
		</Form>
	)
}
